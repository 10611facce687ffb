import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { business } from '../shared/business'
import { MANIFEST_PATH } from '../shared/entry-loader'
import { routes } from '../shared/routes'
import { compileEntryLoader } from './compile-entry-loader'
import { requireDist } from './dist-files'
import { readPrecacheList } from './precache'
import { pageFile } from '../shared/page-file'

const dist = requireDist()
const list = readPrecacheList(dist)
const ENTRY_LOADER = compileEntryLoader()
const urls = list.map((entry) => entry.url)

describe('the service worker precache in dist/sw.js', () => {
  it('holds the HTML of every page marked precache, and of no other page', () => {
    const pages = urls.filter((url) => url.endsWith('.html')).sort()
    const expected = routes
      .filter((r) => r.offline === 'precache')
      .map((r) => pageFile(r.path))
      .sort()
    expect(pages).toEqual(expected)
    expect(pages).toContain('offline/index.html')
    expect(pages).toContain('learning/process/costs-budgets/index.html')
    expect(pages).not.toContain('404.html')
  })

  it('holds every script and stylesheet of the build, the manifest and the app icons', () => {
    const assets = urls.filter((url) => url.startsWith('assets/'))
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
    expect(assets.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(5)
    for (const url of ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png']) {
      expect(urls).toContain(url)
    }
    expect(urls).not.toContain('sw.js')
  })

  it('holds the script of every worker a precached script starts (photos shrunk offline)', () => {
    const chunks = Object.values(
      JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string; assets?: string[] }
      >,
    )
    const started = chunks
      .filter((chunk) => urls.includes(chunk.file))
      .flatMap((chunk) => chunk.assets ?? [])
      .filter((asset) => asset.endsWith('.js'))
    expect(started.some((url) => url.includes('shrink-photo-worker'))).toBe(true)
    for (const url of started) expect(urls).toContain(url)
  })

  it('revisions every page, so a changed page is fetched again', () => {
    for (const entry of list.filter((e) => e.url.endsWith('.html'))) {
      expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{6,}$/)
    }
  })

  it('lists only files that exist, each within Workbox’s 2 MB file limit', () => {
    for (const url of urls) {
      expect(existsSync(join(dist, url)), url).toBe(true)
      // Workbox leaves a larger file out of the precache, silently: offline would miss it
      expect(statSync(join(dist, url)).size, url).toBeLessThanOrEqual(2 * 1024 * 1024)
    }
  })
})

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))

  it('names the business as the site does and uses its colours', () => {
    expect(manifest.name).toBe(business.name)
    const home = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(home).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`)
    // the page's loader links the manifest after the first paint (client/early/entry-loader.ts)
    expect(home).toContain(ENTRY_LOADER)
    expect(ENTRY_LOADER).toContain(`"${MANIFEST_PATH}"`)
    expect(existsSync(join(dist, MANIFEST_PATH))).toBe(true)
  })

  it('points its shortcuts at registered pages', () => {
    for (const shortcut of manifest.shortcuts as { url: string }[]) {
      const path = new URL(shortcut.url, 'http://x').pathname
      expect(
        routes.some((r) => r.path === path),
        shortcut.url,
      ).toBe(true)
    }
  })
})
