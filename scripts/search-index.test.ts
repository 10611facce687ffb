import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { routes } from '../shared/routes'
import type { PageRoute } from '../shared/route-types'
import { SEARCH_INDEX_PATH, SEARCH_OPTIONS, type SearchDocument } from '../shared/search-options'
import { readPage, requireDist } from './dist-files'
import { searchDocument, searchedRoutes } from './search-index'
import { searchExamples } from './search-test-support'

const route = {
  path: '/learning/countertops/comparison',
  template: 'learning',
  contentId: 'countertops/comparison',
  label: 'Comparison',
  title: 'Countertop Materials Compared',
  heading: 'Countertop Materials Compared',
  description: 'Quartz, granite and marble side by side.',
  offline: 'runtime',
  indexable: true,
} satisfies PageRoute

describe('the search index builder', () => {
  it('takes a page’s own words: headings and text of <main>, not the breadcrumbs or the call to action', () => {
    const html = `<header><nav>Kitchens Bathrooms</nav></header><main id="main">
      <nav aria-label="Breadcrumb"><a href="/">Home</a></nav>
      <h1>Countertop Materials Compared</h1>
      <h2 id="a">Quartz &amp; granite</h2><p>Quartz needs no sealing.<script>var x = 1</script></p>
      <h3>Soapstone</h3><p>It darkens with oil.</p>
      <section aria-labelledby="cta-title"><h2 id="cta-title">Ready to start?</h2></section>
    </main><footer>Chappaqua</footer>`
    const document = searchDocument(route, html)
    expect(document).toMatchObject({
      id: '/learning/countertops/comparison',
      title: 'Countertop Materials Compared',
      section: 'Learning',
      headings: 'Quartz & granite · Soapstone',
    })
    expect(document.text).toContain('Quartz needs no sealing.')
    expect(document.text).not.toMatch(/Home|Ready to start|var x|Kitchens|Chappaqua/)
  })

  it('searches the pages open to search engines, not the thank-you, offline or sitemap pages', () => {
    const searched = searchedRoutes(routes).map((r) => r.path)
    expect(searched).toContain('/services/kitchens')
    expect(searched).not.toContain('/thank-you')
    expect(searched).not.toContain('/offline')
    expect(searched).not.toContain('/sitemap')
    expect(searched).not.toContain('/search')
  })
})

describe('the built search index', () => {
  const json = readFileSync(join(requireDist(), SEARCH_INDEX_PATH.slice(1)), 'utf8')
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS)
  const titles = (query: string) => index.search(query).map((r) => String(r.title))

  it('holds every searched page', () => {
    expect(index.documentCount).toBe(searchedRoutes(routes).length)
  })

  it('finds by prefix, forgives a typo, matches a ZIP code exactly and ranks titles first', () => {
    const { prefix, typo, typoOf, zip, zipTown } = searchExamples
    expect(titles(prefix)[0]).toMatch(new RegExp(`\\b${prefix}`, 'i'))
    expect(titles(typo).join(' ')).toMatch(new RegExp(typoOf, 'i'))
    expect(titles(zip).join(' ')).toContain(zipTown)
    // a number is never a near miss: every page found has the ZIP code itself
    for (const { id } of index.search(zip)) expect(readPage(id), id).toContain(zip)
    expect(titles('xyzzyplugh')).toEqual([])
  })
})
