/**
 * The shapes of the route registry (shared/routes.ts), in a module of their own so the modules
 * the registry is built from can name them without importing it.
 */
export type PagePath = `/${string}`

export type PageTemplate =
  | 'home'
  | 'region-hub'
  | 'regional-service'
  | 'town'
  | 'town-service'
  | 'location'
  | 'showroom'
  | 'gallery'
  | 'case-study'
  | 'contact'
  | 'estimate'
  | 'cost-estimator'
  | 'search'
  | 'thank-you'
  | 'sitemap'
  | 'service'
  | 'learning-index'
  | 'learning'
  | 'guides-index'
  | 'topic-guide'
  | 'town-guide'
  | 'blog-index'
  | 'article'
  | 'news'
  | 'legal'
  | 'offline'

/** precache: kept by the service worker from install on; runtime: cached once read. */
export type OfflinePolicy = 'precache' | 'runtime'

export type PageRoute = {
  path: PagePath
  template: PageTemplate
  /** the entry in the template's content collection (slug, or a collection-specific key) */
  contentId: string
  label: string
  title: string
  heading: string
  description: string
  /** breadcrumb parent; only the home page has none */
  parent?: PagePath
  offline: OfflinePolicy
  /** listed in sitemap.xml and open to search engines */
  indexable: boolean
}
