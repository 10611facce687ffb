import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { BUILT_ROUTES_FILE, ENTRY_LOADER_FILE, staleBuildNotice } from './built-site'
import { temporaryDatabase } from './testing/database'
import { pageFile } from '../shared/page-file'
import { compileEntryLoader } from '../scripts/compile-entry-loader'

const database = temporaryDatabase()
const dirs: string[] = []
afterAll(() => {
  database.remove()
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
})

/** A built site of a few pages, as the prerender leaves it. */
function builtSite(pages: Record<string, string>, listed = Object.keys(pages)) {
  const dist = mkdtempSync(join(tmpdir(), 'built-site-'))
  dirs.push(dist)
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>')
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(dist, pageFile(path))), { recursive: true })
    writeFileSync(join(dist, pageFile(path)), html)
  }
  writeFileSync(join(dist, BUILT_ROUTES_FILE), JSON.stringify(listed))
  writeFileSync(join(dist, ENTRY_LOADER_FILE), compileEntryLoader())
  return createApp({ store: database.store, distDir: dist })
}

describe('the pages the server answers', () => {
  it('are the pages that were built, not those the sources name today', async () => {
    // /an-old-article is in no catalog any more, /services/kitchens is, but was not built
    const app = builtSite({ '/an-old-article': '<h1>Old</h1>', '/': '<h1>Home</h1>' })
    await request(app).get('/an-old-article').expect(200, '<h1>Old</h1>')
    await request(app).get('/an-old-article/').expect(301).expect('Location', '/an-old-article')
    await request(app).get('/services/kitchens').expect(404)
  })

  it('refuses to start on a build without its list of pages, saying how to rebuild', () => {
    const dist = mkdtempSync(join(tmpdir(), 'built-site-'))
    dirs.push(dist)
    writeFileSync(join(dist, '404.html'), '')
    writeFileSync(join(dist, ENTRY_LOADER_FILE), compileEntryLoader())
    expect(() => createApp({ store: database.store, distDir: dist })).toThrow(/npm run build/)
  })

  it('refuses to start on a build without the pages’ loader, naming the file and how to rebuild', () => {
    const dist = mkdtempSync(join(tmpdir(), 'built-site-'))
    dirs.push(dist)
    writeFileSync(join(dist, '404.html'), '')
    writeFileSync(join(dist, BUILT_ROUTES_FILE), '[]')
    expect(() => createApp({ store: database.store, distDir: dist })).toThrow(
      `No page loader in ${dist} (${ENTRY_LOADER_FILE}): the build is older than this server. Run \`npm run build\`.`,
    )
  })
})

describe('a build older than the sources', () => {
  const built = { fingerprint: 'abc', builtAt: '2026-11-20T10:00:00Z', siteUrl: 'x' }

  it('is named at start, with how to rebuild', () => {
    expect(staleBuildNotice(built, () => 'def')).toBe(
      'The built site in dist/ (2026-11-20T10:00:00Z) is older than the sources: it serves the pages as they were then. Run `npm run build` and restart, or use `npm start`, which rebuilds first.',
    )
  })

  it('is not mentioned when the sources are those of the build', () => {
    expect(staleBuildNotice(built, () => 'abc')).toBeUndefined()
  })

  it('is not mentioned when the build was shipped without its sources', () => {
    expect(staleBuildNotice(built, () => 'def', false)).toBeUndefined()
  })
})
