import { describe, expect, it } from 'vitest'
import { articles } from './catalog/articles'
import { caseStudies } from './catalog/gallery'
import { topicGuides, townGuides } from './catalog/guides'
import { learningSections } from './catalog/learning'
import { regionSlugs } from './catalog/region-types'
import { locationPages, regionalServices, regionHubs, townServicePages } from './catalog/regions'
import { services } from './catalog/services'
import { westchesterPlaces } from './catalog/westchester-places'
import { mainNav } from './navigation'
import { paths } from './paths'
import { breadcrumbTrail, findRoute, routes, type PageTemplate } from './routes'
import { OFFLINE_PATH } from './sw-messages'

const allPaths = routes.map((r) => r.path)

/**
 * The pages the code itself names: the fixed pages, a hub per region, and the pages other code
 * links to (the town pages link both room services; the estimator's cost page is kept offline).
 * Every other page is the owner's to add or delete.
 */
const CODE_PATHS = [
  '/',
  '/showroom',
  '/gallery',
  paths.contact,
  paths.estimate,
  paths.thankYou,
  paths.requestSaved,
  paths.costEstimator,
  paths.search,
  '/sitemap',
  '/learning',
  '/guides',
  '/blog',
  '/news',
  '/privacy-policy',
  '/terms-of-service',
  OFFLINE_PATH,
  ...regionSlugs.map((region) => paths.regionHub(region)),
  paths.service('kitchens'),
  paths.service('bathrooms'),
]

/** The cost page of the encyclopedia, which goes with the cost guides offline. */
const LEARNING_COST_PAGE = paths.learning('process/costs-budgets')

describe('route registry', () => {
  it('registers every page the code names', () => {
    const missing = CODE_PATHS.filter((p) => !findRoute(p))
    expect(missing).toEqual([])
  })

  it('has a town page for every Westchester place, and a place for every town page', () => {
    for (const place of westchesterPlaces) {
      expect(findRoute(paths.town(place.slug))?.template).toBe('town')
    }
    const places = new Set(westchesterPlaces.map((p) => p.slug))
    const towns = routes.filter((r) => r.template === 'town')
    expect(towns.filter((r) => !places.has(r.contentId))).toEqual([])
  })

  it('registers a page for every entry of every catalog', () => {
    const of = (template: PageTemplate) => (path: string) => ({ path, template })
    const expected = [
      ...services.map((s) => paths.service(s.slug, s.parentSlug)).map(of('service')),
      ...regionHubs.map((h) => paths.regionHub(h.slug)).map(of('region-hub')),
      ...regionalServices
        .map((s) => paths.regionalService(s.region, s.slug))
        .map(of('regional-service')),
      ...locationPages.map((l) => paths.location(l.region, l.slug)).map(of('location')),
      ...townServicePages
        .map((t) => paths.townService(t.placeSlug, t.service))
        .map(of('town-service')),
      ...caseStudies.map((c) => paths.caseStudy(c.slug)).map(of('case-study')),
      ...learningSections
        .flatMap((section) => section.pages.map((p) => paths.learning(`${section.slug}/${p.slug}`)))
        .map(of('learning')),
      ...topicGuides.map((g) => paths.topicGuide(g.slug)).map(of('topic-guide')),
      ...townGuides.map((g) => paths.townGuide(g.slug)).map(of('town-guide')),
    ]
    expect(expected.filter((e) => findRoute(e.path)?.template !== e.template)).toEqual([])
  })

  it('gives every article of the blog folder its page under /blog', () => {
    for (const article of articles) {
      expect(findRoute(`/blog/${article.slug}`)?.template).toBe('article')
    }
    const blogPages = routes.filter((r) => r.path.startsWith('/blog/'))
    expect(blogPages.map((r) => r.path).sort()).toEqual(
      articles.map((a) => `/blog/${a.slug}`).sort(),
    )
  })

  it('has unique paths', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length)
  })

  it('follows one trailing-slash policy: lowercase kebab segments, no trailing slash', () => {
    const offPolicy = allPaths.filter((p) => p !== '/' && !/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(p))
    expect(offPolicy).toEqual([])
  })

  it('gives every page its own title, heading and description', () => {
    for (const key of ['title', 'heading', 'description'] as const) {
      const values = routes.map((r) => r[key])
      expect(
        values.every((v) => v.trim().length > 0),
        key,
      ).toBe(true)
      expect(new Set(values).size, `duplicate ${key}`).toBe(values.length)
    }
    const outOfRange = routes.filter((r) => r.description.length < 90 || r.description.length > 200)
    expect(outOfRange.map((r) => r.path)).toEqual([])
  })

  it('chains every breadcrumb parent back to the home page', () => {
    for (const route of routes) {
      const trail = breadcrumbTrail(route)
      expect(trail[0]?.path, route.path).toBe('/')
      expect(trail.at(-1)).toBe(route)
    }
  })

  it('precaches the pages a visitor needs offline, and only those', () => {
    const precached = routes.filter((r) => r.offline === 'precache').map((r) => r.path)
    const costArticles = articles.filter((a) => a.costGuide).map((a) => `/blog/${a.slug}`)
    const expected = [
      '/',
      '/showroom',
      paths.contact,
      paths.estimate,
      '/guides',
      OFFLINE_PATH,
      // what a request sent offline by the browser itself leads to
      paths.requestSaved,
      // the homeowner tools work offline
      paths.costEstimator,
      paths.search,
      ...allPaths.filter(
        (p) => p === LEARNING_COST_PAGE || p.startsWith('/services/') || p.startsWith('/guides/'),
      ),
      ...costArticles,
    ]
    expect(new Set(precached)).toEqual(new Set(expected))
  })

  it('keeps only the pages after a request and the offline page out of search engines', () => {
    expect(routes.filter((r) => !r.indexable).map((r) => r.path)).toEqual([
      paths.thankYou,
      paths.requestSaved,
      OFFLINE_PATH,
    ])
  })
})

describe('links and references in the catalogs', () => {
  it('points every navigation entry at a registered page', () => {
    expect(mainNav.filter((item) => !findRoute(item.href))).toEqual([])
  })

  it('names only known places in guides, case studies and town service pages', () => {
    const slugs = new Set(westchesterPlaces.map((p) => p.slug))
    const named = [
      ...townGuides.map((g) => g.placeSlug),
      ...caseStudies.map((c) => c.placeSlug),
      ...townServicePages.map((t) => t.placeSlug),
    ]
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('resolves every content id to its catalog entry', () => {
    const ids: Record<string, Set<string>> = {
      learning: new Set(learningSections.flatMap((s) => s.pages.map((p) => `${s.slug}/${p.slug}`))),
      article: new Set(articles.map((a) => a.slug)),
      'topic-guide': new Set(topicGuides.map((g) => g.slug)),
      'town-guide': new Set(townGuides.map((g) => g.slug)),
      'case-study': new Set(caseStudies.map((c) => c.slug)),
      town: new Set(westchesterPlaces.map((p) => p.slug)),
    }
    for (const route of routes) {
      const known = ids[route.template]
      if (known) expect(known.has(route.contentId), route.path).toBe(true)
    }
  })
})
