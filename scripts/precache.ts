import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routes } from '../shared/routes'
import { OFFLINE_PATH } from '../shared/sw-messages'

export type PrecacheEntry = { url: string; revision: string | null }

/** The build-relative HTML file of every page the worker precaches. */
export function precachedPageFiles(): string[] {
  const paths = [...routes.filter((r) => r.offline === 'precache').map((r) => r.path), OFFLINE_PATH]
  return paths.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`))
}

/** What the worker precaches, besides the pages: code, styles, the manifest and icons. */
export const PRECACHED_ASSETS = [
  'assets/**/*.{js,css}',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/*.png',
]

/** The precache list injected into dist/sw.js, read back from the built file. */
export function readPrecacheList(distDir: string): PrecacheEntry[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8')
  const start = sw.search(/\[\{"(?:revision|url)":/)
  if (start < 0) throw new Error('dist/sw.js holds no precache list')
  let depth = 0
  for (let i = start; i < sw.length; i++) {
    if (sw[i] === '[') depth++
    if (sw[i] === ']' && --depth === 0) return JSON.parse(sw.slice(start, i + 1)) as PrecacheEntry[]
  }
  throw new Error('dist/sw.js: the precache list does not end')
}

/** Entry count and total bytes of the precache, raw and gzip. */
export function precacheSize(distDir: string) {
  const entries = readPrecacheList(distDir)
  let bytes = 0
  let gzipBytes = 0
  for (const entry of entries) {
    const file = join(distDir, entry.url)
    bytes += statSync(file).size
    gzipBytes += gzipSync(readFileSync(file)).length
  }
  return { entries: entries.length, bytes, gzipBytes }
}
