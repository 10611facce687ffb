import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { westchesterPlaces } from '../shared/catalog/westchester-places'
import { findRoute } from '../shared/routes'
import { compileEntryLoader } from '../scripts/compile-entry-loader'
import { createApp } from './app'
import type { LogLine } from './request-log'
import { temporaryDatabase } from './testing/database'

const database = temporaryDatabase()
afterAll(() => database.remove())

describe('API', () => {
  const app = createApp({ store: database.store })

  it('serves the Westchester towns as slug and town, each with its town page', async () => {
    const res = await request(app).get('/api/towns').expect(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    const towns = res.body as { slug: string; town: string }[]
    expect(towns).toEqual(westchesterPlaces.map(({ slug, town }) => ({ slug, town })))
    for (const town of towns) {
      expect(Object.keys(town).sort()).toEqual(['slug', 'town'])
      expect(findRoute(`/westchester/${town.slug}/kitchen-bath-remodeling`)).toBeDefined()
    }
  })

  it('answers an unknown API path with JSON 404', async () => {
    const res = await request(app).get('/api/leads').expect(404)
    expect(res.body).toEqual({ message: 'No such API endpoint: GET /api/leads' })
  })

  it('answers a wrong method on a known API path with JSON 404, not a page', async () => {
    const res = await request(app).delete('/api/towns').expect(404)
    expect(res.body.message).toMatch(/DELETE \/api\/towns/)
  })

  it('answers a malformed URL with a 4xx, never 500', async () => {
    const res = await request(app).get('/api/%E0%A4%A')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await request(app).get('/api/towns')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  it('lets the Google tag load only when analytics is on', async () => {
    const plain = await request(app).get('/api/towns')
    expect(plain.headers['content-security-policy']).not.toContain('googletagmanager')
    const tagged = await request(
      createApp({ store: database.store, analytics: true, entryLoader: compileEntryLoader() }),
    ).get('/api/towns')
    expect(tagged.headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com/,
    )
  })

  it('logs one structured line per request, without the query string', async () => {
    const lines: LogLine[] = []
    const logged = createApp({ store: database.store, log: (line) => lines.push(line) })
    await request(logged).get('/api/towns?email=someone@example.com').expect(200)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/towns', status: 200 })
    expect(JSON.stringify(lines)).not.toContain('someone@example.com')
  })
})
