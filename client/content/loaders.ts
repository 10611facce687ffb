/**
 * Where each written page's body lives. Bodies are fetched per file, and only when a page is
 * rendered in the browser (client-side navigation): a page hydrates from its prerendered text.
 */
import type { PageRoute } from '../../shared/routes'
import { hubLoaders } from '../../.content/loaders/hubs'
import { servicePageLoaders } from '../../.content/loaders/service-pages'
import type { DocContent, HomeContent, TownContent } from './types'

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

/** The collection holding a route's written body, if the route has one. */
export function docLoader(route: PageRoute): Loader<DocContent[]> | undefined {
  switch (route.template) {
    case 'learning':
      return learning[route.contentId.split('/')[0]!]
    case 'article':
      return articles
    case 'topic-guide':
    case 'town-guide':
      return guides
    case 'service':
      return route.contentId === 'kitchens' || route.contentId === 'bathrooms'
        ? undefined
        : services
    case 'town-service':
      return townServicePages
    case 'location':
      return locations
    case 'learning-index':
    case 'guides-index':
    case 'blog-index':
    case 'gallery':
    case 'showroom':
    case 'legal':
    case 'news':
    case 'thank-you':
      return sitePages
    default:
      return undefined
  }
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
