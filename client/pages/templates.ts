import type { PageTemplate } from '../../shared/route-types'

/**
 * The module under client/pages/ that lays each template out (without .tsx): the app fetches a
 * page's code by it and the build's precache list follows it. A template added to the registry
 * without its line here does not compile (nor without its line in sitemap-sections.ts).
 */
export const templatePages = {
  home: 'home-page',
  'region-hub': 'region-hub-page',
  'regional-service': 'regional-service-page',
  town: 'town-page',
  'town-service': 'doc-page',
  location: 'doc-page',
  showroom: 'showroom-page',
  gallery: 'gallery-page',
  'case-study': 'case-study-page',
  contact: 'contact-page',
  estimate: 'estimate-page',
  'cost-estimator': 'cost-estimator-page',
  search: 'search-page',
  'thank-you': 'thank-you-page',
  sitemap: 'sitemap-page',
  service: 'service-page',
  'learning-index': 'learning-index-page',
  learning: 'learning-page',
  'guides-index': 'guides-index-page',
  'topic-guide': 'doc-page',
  'town-guide': 'doc-page',
  'blog-index': 'blog-index-page',
  article: 'article-page',
  news: 'doc-page',
  legal: 'doc-page',
  offline: 'offline-page',
} as const satisfies Record<PageTemplate, `${string}-page`>
