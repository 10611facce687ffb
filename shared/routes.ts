/**
 * THE list of pages. Plain data built from the content catalogs: the client router, the
 * prerender, the sitemap, the service worker's precache list and the server's 404 decision all
 * read it. Adding a town or an article is one edit in shared/catalog.
 */
import { trailWith } from './breadcrumb-trail'
import { articles } from './catalog/articles'
import { caseStudies } from './catalog/gallery'
import { topicGuides, townGuides } from './catalog/guides'
import { learningSections } from './catalog/learning'
import { fixedPages } from './catalog/pages'
import { locationPages, regionHubs, regionalServices, townServicePages } from './catalog/regions'
import { services } from './catalog/services'
import type { CatalogPage } from './catalog/types'
import type { PagePath, PageRoute, PageTemplate } from './route-types'
import { describeTown, townPagePath } from './catalog/towns'
import { westchesterPlaces } from './catalog/westchester-places'
import { OFFLINE_PATH } from './sw-messages'
import { paths } from './paths'

export type { OfflinePolicy, PagePath, PageRoute, PageTemplate } from './route-types'

type Options = Partial<Pick<PageRoute, 'offline' | 'indexable'>>

function page(
  path: PagePath,
  template: PageTemplate,
  contentId: string,
  entry: Omit<CatalogPage, 'slug'>,
  parent: PagePath | undefined,
  options: Options = {},
): PageRoute {
  const { label, title, heading, description } = entry
  return {
    path,
    template,
    contentId,
    label,
    title,
    heading,
    description,
    ...(parent ? { parent } : {}),
    offline: options.offline ?? 'runtime',
    indexable: options.indexable ?? true,
  }
}

const PRECACHE: Options = { offline: 'precache' }

const fixedRoutes: PageRoute[] = [
  page('/', 'home', 'home', fixedPages.home, undefined, PRECACHE),
  page('/showroom', 'showroom', 'showroom', fixedPages.showroom, '/', PRECACHE),
  page('/gallery', 'gallery', 'gallery', fixedPages.gallery, '/'),
  page(paths.contact, 'contact', 'contact', fixedPages.contact, '/', PRECACHE),
  page(paths.estimate, 'estimate', 'estimate', fixedPages.estimate, '/', PRECACHE),
  // the search page itself is open to search engines; its results are not (server/site-files.ts)
  page(paths.search, 'search', 'search', fixedPages.search, '/', PRECACHE),
  page(
    paths.costEstimator,
    'cost-estimator',
    'costEstimator',
    fixedPages.costEstimator,
    '/',
    PRECACHE,
  ),
  page(paths.thankYou, 'thank-you', 'thankYou', fixedPages.thankYou, '/', { indexable: false }),
  page('/sitemap', 'sitemap', 'sitemap', fixedPages.sitemap, '/'),
  page('/learning', 'learning-index', 'learning', fixedPages.learning, '/'),
  page('/guides', 'guides-index', 'guides', fixedPages.guides, '/', PRECACHE),
  page('/blog', 'blog-index', 'blog', fixedPages.blog, '/'),
  page('/news', 'news', 'news', fixedPages.news, '/'),
  page('/privacy-policy', 'legal', 'privacyPolicy', fixedPages.privacyPolicy, '/'),
  page('/terms-of-service', 'legal', 'termsOfService', fixedPages.termsOfService, '/'),
  page(OFFLINE_PATH, 'offline', 'offline', fixedPages.offline, '/', {
    offline: 'precache',
    indexable: false,
  }),
]

const regionRoutes: PageRoute[] = [
  ...regionHubs.map((hub) => page(paths.regionHub(hub.slug), 'region-hub', hub.slug, hub, '/')),
  ...regionalServices.map((s) =>
    page(
      paths.regionalService(s.region, s.slug),
      'regional-service',
      `${s.region}/${s.slug}`,
      s,
      paths.regionHub(s.region),
    ),
  ),
  ...locationPages.map((l) =>
    page(
      paths.location(l.region, l.slug),
      'location',
      `${l.region}/${l.slug}`,
      l,
      paths.regionHub(l.region),
    ),
  ),
]

const townRoutes: PageRoute[] = westchesterPlaces.map((place) =>
  page(townPagePath(place.slug), 'town', place.slug, describeTown(place), '/westchester'),
)

const townServiceRoutes: PageRoute[] = townServicePages.map((p) =>
  page(
    paths.townService(p.placeSlug, p.service),
    'town-service',
    `${p.placeSlug}/${p.service}`,
    p,
    townPagePath(p.placeSlug),
  ),
)

const serviceRoutes: PageRoute[] = services.map((s) => {
  const parentSlug = 'parentSlug' in s ? s.parentSlug : undefined
  const path = paths.service(s.slug, parentSlug)
  return page(path, 'service', s.slug, s, parentSlug ? paths.service(parentSlug) : '/', PRECACHE)
})

/** The encyclopedia's one cost page belongs with the cost guides offline. */
const OFFLINE_LEARNING = new Set(['process/costs-budgets'])

const learningRoutes: PageRoute[] = learningSections.flatMap((section) =>
  section.pages.map((p) => {
    const id = `${section.slug}/${p.slug}`
    return page(paths.learning(id), 'learning', id, p, '/learning', {
      offline: OFFLINE_LEARNING.has(id) ? 'precache' : 'runtime',
    })
  }),
)

const guideRoutes: PageRoute[] = [
  ...topicGuides.map((g) =>
    page(paths.topicGuide(g.slug), 'topic-guide', g.slug, g, '/guides', PRECACHE),
  ),
  ...townGuides.map((g) =>
    page(paths.townGuide(g.slug), 'town-guide', g.slug, g, '/guides', PRECACHE),
  ),
]

const articleRoutes: PageRoute[] = articles.map((a) =>
  page(paths.article(a.slug), 'article', a.slug, a, '/blog', {
    offline: a.costGuide ? 'precache' : 'runtime',
  }),
)

const galleryRoutes: PageRoute[] = caseStudies.map((c) =>
  page(paths.caseStudy(c.slug), 'case-study', c.slug, c, '/gallery'),
)

/** Every page of the site, in sitemap order. */
export const routes: readonly PageRoute[] = [
  ...fixedRoutes,
  ...serviceRoutes,
  ...regionRoutes,
  ...townRoutes,
  ...townServiceRoutes,
  ...galleryRoutes,
  ...learningRoutes,
  ...guideRoutes,
  ...articleRoutes,
]

export const routeByPath: ReadonlyMap<string, PageRoute> = new Map(routes.map((r) => [r.path, r]))

/** The route for a path under our trailing-slash policy, or undefined for a 404. */
export function findRoute(path: string): PageRoute | undefined {
  return routeByPath.get(path)
}

/** The breadcrumb trail from the home page down to the route itself. */
export function breadcrumbTrail(route: PageRoute): PageRoute[] {
  return trailWith(route, (path) => routeByPath.get(path))
}

/** The routes whose breadcrumb parent is the given path. */
export function childrenOf(path: string): PageRoute[] {
  return routes.filter((r) => r.parent === path)
}
