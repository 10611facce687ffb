import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routes } from '../shared/routes'
import { OFFLINE_PATH } from '../shared/sw-messages'
import { pageFile } from '../shared/page-file'
import { templatePages } from '../client/pages/templates'

export type PrecacheEntry = { url: string; revision: string | null }

/** The build-relative HTML file of every page the worker precaches. */
export function precachedPageFiles(): string[] {
  const paths = [...routes.filter((r) => r.offline === 'precache').map((r) => r.path), OFFLINE_PATH]
  return paths.map(pageFile)
}

/** What the worker precaches, besides the pages: code, styles, the manifest and icons. */
export const PRECACHED_ASSETS = [
  'assets/**/*.{js,css,svg}',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/*.png',
  // the site search's index (scripts/search-index.ts): search works offline
  'search-index.json',
]

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  /** files the chunk names by URL: a worker's script among them */
  assets?: string[]
}

/** The page module of each template, as the manifest names it (client/pages/templates.ts). */
function pageModules(): Map<string, string> {
  return new Map(
    Object.entries(templatePages).map(([template, page]) => [template, `pages/${page}.tsx`]),
  )
}

/**
 * The scripts the precached pages need: the app shell and, by static import, everything the
 * precached templates use. Not the content modules (their pages hydrate from prerendered text),
 * except those a precached page hydrates with (client/content/loaders.ts, hydrationContent),
 * and not the code of pages that are not precached: a page read online is cached when read.
 */
/** Content the precached kitchen and bathroom service pages render with React when hydrating. */
const HYDRATION_CONTENT = ['../.content/bodies/service-page-']

export function precachedScripts(distDir: string): Set<string> {
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) throw new Error('No Vite manifest: build with build.manifest on')
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const modules = pageModules()
  const precachedTemplates = new Set(
    routes.filter((r) => r.offline === 'precache').map((r) => r.template),
  )
  const allPages = new Set(modules.values())
  const wantedPages = new Set([...precachedTemplates].flatMap((t) => modules.get(t) ?? []))
  const skip = (key: string) =>
    (allPages.has(key) && !wantedPages.has(key)) ||
    key.startsWith('content/') ||
    // the written text generated from content/ (scripts/content/compile.ts)
    (key.startsWith('../.content/bodies/') &&
      !HYDRATION_CONTENT.some((prefix) => key.startsWith(prefix))) ||
    // the glossary and worksheet tools appear on two encyclopedia pages that are not precached
    key.startsWith('features/learning/')

  const wanted = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || wanted.has(chunk.file)) return
    wanted.add(chunk.file)
    // a worker the chunk starts (photos shrunk off the page) is a script it needs offline too
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) wanted.add(asset)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (!skip(next)) visit(next)
    }
  }
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key)
  for (const page of wantedPages) visit(page)
  return wanted
}

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
