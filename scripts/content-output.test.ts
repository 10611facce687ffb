import { describe, expect, it } from 'vitest'
import { routes, type PageTemplate } from '../shared/routes'
import { readPage } from './dist-files'
import { mainWords, mostSimilarPair } from './page-text'

const pagesOf = (templates: readonly PageTemplate[]) =>
  routes
    .filter((r) => templates.includes(r.template))
    .map((r) => ({ path: r.path, words: mainWords(readPage(r.path)) }))

describe('local pages as built', () => {
  it.each([
    ['town pages', ['town'] as const],
    ['town service and location pages', ['town-service', 'location'] as const],
  ])('no two %s share more than a third of their text', (_name, templates) => {
    const worst = mostSimilarPair(pagesOf(templates))
    console.info(
      `most similar ${_name}: ${worst.a} & ${worst.b}, ${(worst.share * 100).toFixed(1)}%`,
    )
    expect(worst.share).toBeLessThanOrEqual(1 / 3)
  })
})

describe('internal linking as built', () => {
  it('links every indexable page from a page other than the HTML sitemap', () => {
    const linked = new Set<string>()
    for (const route of routes) {
      if (route.path === '/sitemap') continue
      for (const [, href] of readPage(route.path).matchAll(/href="(\/[^"#?]*)/g)) {
        if (href !== route.path) linked.add(href!)
      }
    }
    const orphans = routes.filter((r) => r.indexable && r.path !== '/' && !linked.has(r.path))
    expect(orphans.map((r) => r.path)).toEqual([])
  })

  it('shows breadcrumbs on every page below the home page', () => {
    for (const route of routes.filter((r) => r.parent)) {
      expect(readPage(route.path), route.path).toContain('aria-label="Breadcrumb"')
    }
  })
})
