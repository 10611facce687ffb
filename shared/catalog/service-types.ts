import type { CatalogPage } from './types'

/**
 * A service page's index facts, listed by `order` (content/services/{slug}.md, or .yaml for the
 * pages laid out by their own components).
 */
export type ServicePage = CatalogPage & {
  /** the service it belongs under: /services/{parentSlug}/{slug} */
  parentSlug?: string
}
