import { describe, expect, it } from 'vitest'
import { articles } from './catalog/articles'
import { caseStudies } from './catalog/gallery'
import { topicGuides, townGuides } from './catalog/guides'
import { learningSections } from './catalog/learning'
import { townServicePages } from './catalog/regions'
import { westchesterPlaces } from './catalog/westchester-places'
import { mainNav } from './navigation'
import { breadcrumbTrail, findRoute, routes } from './routes'

const paths = routes.map((r) => r.path)

/** The routes the site must have by name: the pages linked from everywhere and the fixed ones. */
const SPEC_PATHS = [
  '/',
  '/westchester',
  '/rockland',
  '/bergen',
  '/greenwich',
  '/westchester/kitchens',
  '/rockland/bathrooms',
  '/bergen/kitchens-baths',
  '/showroom',
  '/gallery',
  '/contact',
  '/estimate',
  '/thank-you',
  '/sitemap',
  ...[
    'kitchens',
    'bathrooms',
    'cabinets',
    'countertops',
    'closets',
    'flooring',
    'fireplaces-media-walls',
    'windows-doors',
    'garage-systems',
    'garage-systems/epoxy-flooring',
    'garage-systems/cabinets-storage',
    'exterior-cleaning',
    'exterior-cleaning/soft-wash',
    'exterior-cleaning/house-driveway',
  ].map((s) => `/services/${s}`),
  '/learning',
  ...[
    'kitchens/layouts',
    'kitchens/materials-finishes',
    'kitchens/appliances-technology',
    'kitchens/plumbing-electrical-ventilation',
    'kitchens/workflow',
    'bathrooms/layouts',
    'bathrooms/materials',
    'bathrooms/fixtures',
    'bathrooms/plumbing-electrical-ventilation',
    'bathrooms/workflow',
    'cabinetry/construction',
    'cabinetry/finishes',
    'cabinetry/hardware',
    'cabinetry/storage',
    'countertops/comparison',
    'countertops/fabrication',
    'countertops/installation',
    'countertops/maintenance',
    'process/costs-budgets',
    'process/permits-codes',
    'process/scheduling',
    'process/quality-punch',
    'process/workflow',
    'resources/glossary',
    'resources/worksheets',
    'resources/faq',
  ].map((s) => `/learning/${s}`),
  '/guides',
  ...['kitchens', 'bathrooms', 'cabinets', 'countertops', 'flooring', 'closets', 'media-walls'].map(
    (s) => `/guides/topics/${s}`,
  ),
  ...[
    'scarsdale-10583',
    'armonk-10504',
    'bronxville-10708',
    'chappaqua-10514',
    'rye-10580',
    'white-plains-10601',
  ].map((s) => `/guides/towns/${s}`),
  '/blog',
  '/news',
  '/privacy-policy',
  '/terms-of-service',
  '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
  '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
  '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
]

describe('route registry', () => {
  it('registers every route the site must have', () => {
    const missing = SPEC_PATHS.filter((p) => !findRoute(p))
    expect(missing).toEqual([])
  })

  it('has a town page for every Westchester place, and a place for every town page', () => {
    // a lower bound only: the reference list has 82 places, and the owner may add more files
    expect(westchesterPlaces.length).toBeGreaterThanOrEqual(82)
    for (const place of westchesterPlaces) {
      expect(findRoute(`/westchester/${place.slug}/kitchen-bath-remodeling`)?.template).toBe('town')
    }
    const places = new Set(westchesterPlaces.map((p) => p.slug))
    const towns = routes.filter((r) => r.template === 'town')
    expect(towns.filter((r) => !places.has(r.contentId))).toEqual([])
  })

  it('has at least the learning sub-pages, articles and guides the site was planned with', () => {
    // lower bounds only: the owner adds articles and guides by adding files
    const count = (template: string) => routes.filter((r) => r.template === template).length
    expect(count('learning')).toBeGreaterThanOrEqual(26)
    expect(count('article')).toBeGreaterThanOrEqual(17)
    expect(count('topic-guide')).toBeGreaterThanOrEqual(7)
    expect(count('town-guide')).toBeGreaterThanOrEqual(6)
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

  it('holds at least the 150 pages the site launched with', () => {
    expect(routes.length).toBeGreaterThanOrEqual(150)
  })

  it('has unique paths', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('follows one trailing-slash policy: lowercase kebab segments, no trailing slash', () => {
    const offPolicy = paths.filter((p) => p !== '/' && !/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(p))
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
      '/contact',
      '/estimate',
      '/guides',
      '/offline',
      // what a request sent offline by the browser itself leads to
      '/request-saved',
      // the homeowner tools work offline
      '/cost-estimator',
      '/search',
      '/learning/process/costs-budgets',
      ...paths.filter((p) => p.startsWith('/services/') || p.startsWith('/guides/')),
      ...costArticles,
    ]
    expect(new Set(precached)).toEqual(new Set(expected))
    expect(costArticles.length).toBeGreaterThanOrEqual(3)
  })

  it('keeps only the pages after a request and the offline page out of search engines', () => {
    expect(routes.filter((r) => !r.indexable).map((r) => r.path)).toEqual([
      '/thank-you',
      '/request-saved',
      '/offline',
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
