import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { requireDist } from '../scripts/dist-files'
import { createApp } from './app'
import { temporaryDatabase } from './test-support'

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

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const res = await request(app).get('/no-such-page').expect(404)
    expect(res.text).toContain('404 Page Not Found')
    expect(res.text).toContain('Did you forget to add the page to the router?')
  })

  it('does not serve HTML files under another address', async () => {
    await request(app).get('/404.html').expect(404)
    await request(app).get('/.build-info.json').expect(404)
    await request(app).get('/index.html').expect(301).expect('Location', '/')
  })

  it('redirects a trailing slash to the one canonical path, keeping the query', async () => {
    await request(app)
      .get('/services/kitchens/')
      .expect(301)
      .expect('Location', '/services/kitchens')
    await request(app).get('/blog/?page=2').expect(301).expect('Location', '/blog?page=2')
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
