import { z } from 'zod'
import { moduleText, readMarkdownCollection, relatedLinks, type Collection } from '../collection'
import { catalogFields, sitePath, text } from '../fields'

/**
 * content/pages/{name}.md: one of the site's one-of-a-kind written pages (the showroom, the
 * legal pages, the news, the introductions of the indexes). The file name says which page it
 * is: privacy-policy.md is the privacy policy. A new file needs its route in shared/routes.ts.
 */
export const pageFrontMatter = z.object({
  ...catalogFields,
  /** a page such as Thank You has a short heading */
  heading: text(4, 90),
  related: z
    .array(sitePath, 'must be a list of page addresses')
    .max(8, 'must list at most 8 related pages'),
})

/** privacy-policy → privacyPolicy, the key the route registry names the page by. */
export const pageKey = (slug: string) =>
  slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The written pages: their index facts by key and their text. */
export const pages: Collection = {
  name: 'pages',
  compile(contentDir, problems) {
    const read = readMarkdownCollection(contentDir, 'pages', pageFrontMatter, problems)
    const facts = Object.fromEntries(
      read.map(({ slug, data }) => [
        pageKey(slug),
        {
          label: data.label,
          title: data.title,
          heading: data.heading,
          description: data.description,
        },
      ]),
    )
    const bodies = read.map((page) => ({ ...page.doc, id: pageKey(page.slug) }))
    return {
      modules: {
        'catalog/pages.ts': moduleText(
          "import type { CatalogPage } from '../../shared/catalog/types'\n",
          {
            writtenPages: {
              // the keys spelled out, so the registry names each page it expects to exist
              type: `{ readonly [key in ${
                Object.keys(facts)
                  .map((key) => `'${key}'`)
                  .join(' | ') || 'never'
              }]: Omit<CatalogPage, 'slug'> }`,
              value: facts,
            },
          },
        ),
        'bodies/pages.ts': moduleText(
          "import type { DocContent } from '../../client/content/types'\n",
          { sitePageBodies: { type: 'DocContent[]', value: bodies } },
        ),
      },
      links: relatedLinks(read),
    }
  },
}
