import { createHash } from 'node:crypto'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { requireDist } from '../scripts/dist-files'
import { createApp } from './app'
import { temporaryDatabase } from './testing/database'

const dist = requireDist()
const database = temporaryDatabase()
afterAll(() => database.remove())
const app = createApp({ store: database.store, distDir: dist })

describe('serving the built site', () => {
  it('serves a page with its heading in the HTML, uncached', async () => {
    const res = await request(app).get('/services/kitchens').expect(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toMatch(/<h1[^>]*>[^<]*Kitchen/)
  })

  it('allows each page’s own styles by their hash, and no other inline style', async () => {
    for (const [path, status] of [
      ['/services/kitchens', 200],
      ['/contact', 200],
      ['/westchester/chappaqua/kitchen-bath-remodeling', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await request(app).get(path).expect(status)
      // a page holds its own styles when they fit its first flight (scripts/page-styles.ts)
      const styles = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1]
      const source =
        styles === undefined
          ? ''
          : ` 'sha256-${createHash('sha256').update(styles).digest('base64')}'`
      const policy = String(res.headers['content-security-policy'])
      expect(policy).toContain(`style-src 'self'${source};`)
      expect(policy).not.toContain('unsafe-inline')
    }
  })

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const res = await request(app).get('/no-such-page').expect(404)
    expect(res.text).toContain('404 Page Not Found')
    expect(res.text).toContain('Did you forget to add the page to the router?')
  })

  it('does not serve HTML files under another address', async () => {
    await request(app).get('/404.html').expect(404)
    await request(app).get('/.build-info.json').expect(404)
    await request(app).get('/.routes.json').expect(404)
    await request(app).get('/.entry-loader.js').expect(404)
    await request(app).get('/index.html').expect(301).expect('Location', '/')
  })

  it('redirects a trailing slash to the one canonical path, keeping the query', async () => {
    await request(app)
      .get('/services/kitchens/')
      .expect(301)
      .expect('Location', '/services/kitchens')
    await request(app).get('/blog/?page=2').expect(301).expect('Location', '/blog?page=2')
  })

  it('opens the search page to search engines, but not a page of its results', async () => {
    const page = await request(app).get('/search').expect(200)
    expect(page.headers['x-robots-tag']).toBeUndefined()
    expect(page.text).toContain('<meta name="robots" content="index, follow">')
    const results = await request(app).get('/search?q=quartz').expect(200)
    expect(results.headers['x-robots-tag']).toBe('noindex')
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const largest = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, size: statSync(join(dist, 'assets', f)).size }))
      .sort((a, b) => b.size - a.size)
    const asset = largest[0]!.f
    const res = await request(app)
      .get(`/assets/${asset}`)
      .set('Accept-Encoding', 'gzip')
      .expect(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('serves robots.txt and sitemap.xml', async () => {
    await request(app)
      .get('/robots.txt')
      .expect(200)
      .expect(/Sitemap:/)
    await request(app).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/)
  })

  it('still answers API paths as JSON when the site is served', async () => {
    const res = await request(app).get('/api/unknown').expect(404)
    expect(res.body).toEqual({ message: 'No such API endpoint: GET /api/unknown' })
  })
})

describe('an address is read decoded once', () => {
  it('redirects a page written with percent-escapes to its plain address', async () => {
    await request(app)
      .get('/services/%6bitchens')
      .expect(301)
      .expect('Location', '/services/kitchens')
    await request(app)
      .get('/%73ervices/kitchens?from=ad')
      .expect(301)
      .expect('Location', '/services/kitchens?from=ad')
  })

  it('moves /a/index.html in any spelling to /a instead of serving it under another header', async () => {
    for (const path of [
      '/services/kitchens/index.htm%6c',
      '/services/kitchens%2Findex.html',
      '/services/kitchens/%69ndex.html',
      '/services/kitchens/index.html/',
    ]) {
      await request(app).get(path).expect(301).expect('Location', '/services/kitchens')
    }
    await request(app).get('/index.htm%6c').expect(301).expect('Location', '/')
  })

  it('applies the trailing-slash rule to an encoded slash', async () => {
    await request(app)
      .get('/services/kitchens%2f')
      .expect(301)
      .expect('Location', '/services/kitchens')
    await request(app).get('/blog%2F?page=2').expect(301).expect('Location', '/blog?page=2')
  })

  it('keeps any other HTML file at 404, however it is written', async () => {
    // %252e is "%2e" after one decoding: no file is named that
    for (const path of [
      '/404.htm%6c',
      '/404%2ehtml',
      '/404%252ehtml',
      '/services/kitchens/INDEX.HTML',
    ]) {
      const res = await request(app).get(path).expect(404)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.text).toContain('404 Page Not Found')
    }
  })

  it('answers a malformed escape with 400, never 500', async () => {
    for (const path of ['/%E0%A4%A', '/services/%zz', '/%', '/%E0%A4%A.html']) {
      const res = await request(app).get(path).expect(400)
      expect(res.body).toEqual({ message: 'The address is not valid.' })
    }
  })

  it('serves nothing at a path with a NUL, a backslash or a dot segment', async () => {
    for (const path of [
      '/assets%5c..%5crobots.txt',
      '/images/%2e%2e/robots.txt',
      '/assets/../robots.txt',
      '/assets/%2e%2e/404.html',
      '/%2e/robots.txt',
    ]) {
      await request(app).get(path).expect(404)
    }
    await request(app).get('/robots.txt%00').expect(400)
  })

  it('never redirects to an address off the site', async () => {
    for (const path of [
      '//evil.example',
      '//evil.example/',
      '/%2f%2fevil.example',
      '/%2f%2fevil.example/',
      '/%2F%2Fevil.example%2F',
      '/%5c%5cevil.example/',
      '/%2f%2fevil.example/index.html',
      '///evil.example/%2e%2e',
      '//',
    ]) {
      const res = await request(app).get(path)
      expect(res.status).toBeLessThan(500)
      if (res.headers['location']) expect(res.headers['location']).toMatch(/^\/(?![/\\])/)
    }
  })
})
