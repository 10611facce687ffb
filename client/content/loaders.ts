/**
 * Where each written page's body lives. Bodies are fetched per file, and only when a page is
 * rendered in the browser (client-side navigation): a page hydrates from its prerendered text.
 */
import type { PageRoute, PageTemplate } from '../../shared/route-types'
import { hubLoaders } from '../../.content/loaders/hubs'
import { servicePageLoaders } from '../../.content/loaders/service-pages'
import type { DocContent, HomeContent, TownContent } from '../../shared/content/types'

type Loader<T> = () => Promise<T>

/** One file per encyclopedia section (content/learning/sections.yaml): a page fetches its own. */
const learning: Record<string, Loader<DocContent[]>> = {
  kitchens: () => import('../../.content/bodies/learning-kitchens').then((m) => m.learningBodies),
  bathrooms: () => import('../../.content/bodies/learning-bathrooms').then((m) => m.learningBodies),
  cabinetry: () => import('../../.content/bodies/learning-cabinetry').then((m) => m.learningBodies),
  countertops: () =>
    import('../../.content/bodies/learning-countertops').then((m) => m.learningBodies),
  process: () => import('../../.content/bodies/learning-process').then((m) => m.learningBodies),
  resources: () => import('../../.content/bodies/learning-resources').then((m) => m.learningBodies),
}

const articles: Loader<DocContent[]> = () =>
  import('../../.content/bodies/blog').then((m) => m.articleBodies)

const guides: Loader<DocContent[]> = () =>
  import('../../.content/bodies/guides').then((m) => m.guideBodies)
const services: Loader<DocContent[]> = () =>
  import('../../.content/bodies/services').then((m) => m.serviceBodies)
const sitePages: Loader<DocContent[]> = () =>
  import('../../.content/bodies/pages').then((m) => m.sitePageBodies)
const townServicePages: Loader<DocContent[]> = () =>
  import('../../.content/bodies/town-services').then((m) => m.townServiceBodies)
const locations: Loader<DocContent[]> = () =>
  import('../../.content/bodies/locations').then((m) => m.locationBodies)
/** Each regional hub's copy in its own module: a hub page fetches its own region only. */
export { hubLoaders }

/** The service pages laid out in parts (kitchens, bathrooms); the others are written pages. */
export { servicePageLoaders }

export const loadHome: Loader<HomeContent> = () =>
  import('../../.content/bodies/home').then((m) => m.home)
export const loadTowns: Loader<TownContent[]> = () =>
  import('../../.content/bodies/towns').then((m) => m.townContent)

const none = () => undefined
const sitePage = () => sitePages

/**
 * Where each template's written body lives, if it has one. A template added to the registry
 * without its line here does not compile.
 */
const templateBodies = {
  home: none,
  'region-hub': none,
  'regional-service': none,
  town: none,
  'town-service': () => townServicePages,
  location: () => locations,
  showroom: sitePage,
  gallery: sitePage,
  'case-study': none,
  contact: none,
  estimate: none,
  'cost-estimator': none,
  search: none,
  'thank-you': sitePage,
  sitemap: none,
  // kitchens and bathrooms are laid out in parts (servicePageLoaders); the others are written
  service: (route) =>
    route.contentId === 'kitchens' || route.contentId === 'bathrooms' ? undefined : services,
  'learning-index': sitePage,
  learning: (route) => learning[route.contentId.split('/')[0]!],
  'guides-index': sitePage,
  'topic-guide': () => guides,
  'town-guide': () => guides,
  'blog-index': sitePage,
  article: () => articles,
  news: sitePage,
  legal: sitePage,
  offline: none,
} satisfies Record<PageTemplate, (route: PageRoute) => Loader<DocContent[]> | undefined>

/** The collection holding a route's written body, if the route has one. */
export function docLoader(route: PageRoute): Loader<DocContent[]> | undefined {
  return templateBodies[route.template](route)
}

/**
 * The content a page renders with React when it hydrates (not kept as static HTML): fetched
 * together with the page's code, so hydration does not wait for it afterwards.
 */
export function hydrationContent(route: PageRoute): Promise<unknown> | undefined {
  const loader: Loader<unknown> | undefined =
    route.template === 'region-hub'
      ? hubLoaders[route.contentId]
      : route.template === 'service'
        ? servicePageLoaders[route.contentId]
        : undefined
  return loader && loadCollection(loader)
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }
const cache = new Map<Loader<unknown>, Tracked<unknown>>()

/**
 * One promise per collection, marked fulfilled when it resolves: React's `use` then reads it
 * without suspending, so a page whose body was fetched before hydration hydrates at once.
 */
export function loadCollection<T>(loader: Loader<T>): Promise<T> {
  let promise = cache.get(loader) as Tracked<T> | undefined
  if (!promise) {
    promise = loader() as Tracked<T>
    promise.then(
      (value) => {
        promise!.status = 'fulfilled'
        promise!.value = value
      },
      // a failed fetch (offline) is the page's to handle (PageErrorBoundary); forget it, so a
      // later visit tries again
      () => cache.delete(loader),
    )
    cache.set(loader, promise as Tracked<unknown>)
  }
  return promise
}
