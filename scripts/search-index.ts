/**
 * The site search's index, written by the build from every indexable page as prerendered: its
 * title, section, summary, headings and text (MiniSearch; loaded by /search only, precached so
 * search works offline).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { templateSitemapSections } from '../client/pages/sitemap-sections'
import { pageFile } from '../shared/page-file'
import type { PageRoute } from '../shared/route-types'
import { SEARCH_INDEX_PATH, SEARCH_OPTIONS, type SearchDocument } from '../shared/search-options'
import { readFileSync } from 'node:fs'

/** What the results call each part of the site. */
const SECTION_NAMES = {
  'Main pages': 'Pages',
  Services: 'Services',
  'Regions and locations': 'Areas we serve',
  'Westchester towns': 'Towns',
  'Project gallery': 'Gallery',
  'Renovation encyclopedia': 'Learning',
  Guides: 'Guides',
  Blog: 'Blog',
} as const

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
}

function plain(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The parts of <main> every page repeats: the breadcrumbs and the call to action. Indexed, they
 * would list every page for their words and weigh down the index.
 */
const REPEATED = [
  /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/g,
  /<section aria-labelledby="cta-title"[\s\S]*?<\/section>/g,
]

/** The page's own content: its <main>, without the site's header, footer and menus. */
export function searchDocument(route: PageRoute, html: string): SearchDocument {
  const main = REPEATED.reduce(
    (text, pattern) => text.replace(pattern, ' '),
    /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '',
  )
  const headings = [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) => plain(m[1]!))
  const section = templateSitemapSections[route.template]
  return {
    id: route.path,
    title: route.heading,
    section: section ? SECTION_NAMES[section] : 'Pages',
    description: route.description,
    headings: headings.join(' · '),
    text: plain(main),
  }
}

/** The pages search finds: those open to search engines. */
export function searchedRoutes(routes: readonly PageRoute[]): PageRoute[] {
  // the sitemap and the search page lead to pages; they are not what a search looks for
  return routes.filter(
    (route) => route.indexable && route.template !== 'sitemap' && route.template !== 'search',
  )
}

/** Builds the index from the prerendered pages in `distDir` and writes it; returns its sizes. */
export function writeSearchIndex(distDir: string, routes: readonly PageRoute[]) {
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS)
  search.addAll(
    searchedRoutes(routes).map((route) =>
      searchDocument(route, readFileSync(join(distDir, pageFile(route.path)), 'utf8')),
    ),
  )
  const json = JSON.stringify(search)
  writeFileSync(join(distDir, SEARCH_INDEX_PATH.slice(1)), json)
  return {
    pages: search.documentCount,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json).length,
  }
}
