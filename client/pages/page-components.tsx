import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageRoute, PageTemplate } from '../../shared/routes'

export type PageProps = { route: PageRoute }
type PageModule = { default: ComponentType<PageProps> }

/**
 * How each template's code is fetched. Templates whose full bodies come with the content work
 * share the overview page until then. Add a template without a loader and this stops compiling.
 */
export const pageLoaders = {
  home: () => import('./home-page'),
  'region-hub': () => import('./region-hub-page'),
  'regional-service': () => import('./regional-service-page'),
  town: () => import('./overview-page'),
  'town-service': () => import('./overview-page'),
  location: () => import('./overview-page'),
  showroom: () => import('./overview-page'),
  gallery: () => import('./overview-page'),
  'case-study': () => import('./case-study-page'),
  contact: () => import('./contact-page'),
  estimate: () => import('./estimate-page'),
  'thank-you': () => import('./overview-page'),
  sitemap: () => import('./sitemap-page'),
  service: () => import('./service-page'),
  'learning-index': () => import('./overview-page'),
  learning: () => import('./overview-page'),
  'guides-index': () => import('./overview-page'),
  'topic-guide': () => import('./overview-page'),
  'town-guide': () => import('./overview-page'),
  'blog-index': () => import('./overview-page'),
  article: () => import('./overview-page'),
  news: () => import('./overview-page'),
  legal: () => import('./overview-page'),
  offline: () => import('./offline-page'),
} satisfies Record<PageTemplate, () => Promise<PageModule>>

/** The lazy page component of each template (spec 2.1: page bodies are lazy-loaded). */
export const pageComponents = Object.fromEntries(
  Object.entries(pageLoaders).map(([template, load]) => [template, lazy(load)]),
) as Record<PageTemplate, LazyExoticComponent<ComponentType<PageProps>>>
