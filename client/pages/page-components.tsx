import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageTemplate } from '../../shared/route-types'
import type { PageProps } from './page-props'

type PageModule = { default: ComponentType<PageProps> }

/** How each template's code is fetched. Add a template without a loader and this stops compiling. */
export const pageLoaders = {
  home: () => import('./home-page'),
  'region-hub': () => import('./region-hub-page'),
  'regional-service': () => import('./regional-service-page'),
  town: () => import('./town-page'),
  'town-service': () => import('./doc-page'),
  location: () => import('./doc-page'),
  showroom: () => import('./showroom-page'),
  gallery: () => import('./gallery-page'),
  'case-study': () => import('./case-study-page'),
  contact: () => import('./contact-page'),
  estimate: () => import('./estimate-page'),
  'thank-you': () => import('./doc-page'),
  sitemap: () => import('./sitemap-page'),
  service: () => import('./service-page'),
  'learning-index': () => import('./learning-index-page'),
  learning: () => import('./learning-page'),
  'guides-index': () => import('./guides-index-page'),
  'topic-guide': () => import('./doc-page'),
  'town-guide': () => import('./doc-page'),
  'blog-index': () => import('./blog-index-page'),
  article: () => import('./article-page'),
  news: () => import('./doc-page'),
  legal: () => import('./doc-page'),
  offline: () => import('./offline-page'),
} satisfies Record<PageTemplate, () => Promise<PageModule>>

/** The lazy page component of each template. */
export const pageComponents = Object.fromEntries(
  Object.entries(pageLoaders).map(([template, load]) => [template, lazy(load)]),
) as Record<PageTemplate, LazyExoticComponent<ComponentType<PageProps>>>
