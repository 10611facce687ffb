import type { PageTemplate } from '../../shared/route-types'

/** The sections of the HTML sitemap, in the order it shows them. */
export const sitemapSections = [
  'Main pages',
  'Services',
  'Regions and locations',
  'Westchester towns',
  'Project gallery',
  'Renovation encyclopedia',
  'Guides',
  'Blog',
] as const

/**
 * Where the HTML sitemap lists each template's pages; null for pages kept out of it. Apart from
 * templates.ts so the app's first-visit code does not carry it.
 */
export const templateSitemapSections = {
  home: 'Main pages',
  'region-hub': 'Regions and locations',
  'regional-service': 'Regions and locations',
  town: 'Westchester towns',
  'town-service': 'Westchester towns',
  location: 'Regions and locations',
  showroom: 'Main pages',
  gallery: 'Main pages',
  'case-study': 'Project gallery',
  contact: 'Main pages',
  estimate: 'Main pages',
  'cost-estimator': 'Main pages',
  search: 'Main pages',
  'thank-you': null,
  sitemap: 'Main pages',
  service: 'Services',
  'learning-index': 'Renovation encyclopedia',
  learning: 'Renovation encyclopedia',
  'guides-index': 'Guides',
  'topic-guide': 'Guides',
  'town-guide': 'Guides',
  'blog-index': 'Blog',
  article: 'Blog',
  news: 'Main pages',
  legal: 'Main pages',
  offline: null,
} as const satisfies Record<PageTemplate, (typeof sitemapSections)[number] | null>
