/**
 * The site search's figures: the index's size as the search page downloads it, and how long a
 * query takes on this machine (the median over many, each query typed as a visitor would).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { SEARCH_INDEX_PATH, SEARCH_OPTIONS, type SearchDocument } from '../../shared/search-options'

const QUERIES = [
  'cabin',
  'quarts',
  '10583',
  'heated floor',
  'permit',
  'white shaker',
  'vanity',
  'scarsdale',
  'backsplash tile',
  'how long does a kitchen take',
]
const ROUNDS = 20

export type SearchFigures = {
  bytes: number
  gzipBytes: number
  loadMs: number
  medianQueryMs: number
  slowestQueryMs: number
}

export function searchBench(distDir: string): SearchFigures {
  const json = readFileSync(join(distDir, SEARCH_INDEX_PATH.slice(1)), 'utf8')
  const loadStart = performance.now()
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS)
  const loadMs = performance.now() - loadStart
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      // as typed: every prefix of the query is a search
      for (let end = 1; end <= query.length; end++) {
        const start = performance.now()
        index.search(query.slice(0, end))
        times.push(performance.now() - start)
      }
    }
  }
  times.sort((a, b) => a - b)
  return {
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json).length,
    loadMs,
    medianQueryMs: times[Math.floor(times.length / 2)]!,
    slowestQueryMs: times.at(-1)!,
  }
}

export function formatSearch(figures: SearchFigures): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
  return [
    'Site search',
    `  index ${kib(figures.bytes)} (${kib(figures.gzipBytes)} gzip), loaded in ${figures.loadMs.toFixed(0)} ms`,
    `  a query as typed: median ${figures.medianQueryMs.toFixed(2)} ms, slowest ${figures.slowestQueryMs.toFixed(1)} ms`,
  ].join('\n')
}
