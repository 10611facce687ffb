import { writtenPages } from '../../.content/catalog/pages'

/**
 * The one-of-a-kind pages of the site, keyed by what they are: content/pages/*.md for those
 * with written text (the showroom, the legal pages, the news, the indexes' introductions…),
 * content/pages/*.yaml for the name, title and description of those laid out by their own
 * components (home, contact, estimate, sitemap, offline).
 */
export const fixedPages = writtenPages
