/**
 * The view beacon through the real app: a person's view is counted per page, New York day and
 * referring host, and nothing else is kept; programs, Global Privacy Control, Do Not Track,
 * pages the site does not have and views over the limit are answered alike and not counted.
 */
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { paths } from '../../shared/paths'
import { createApp } from '../app'
import { pageViews, ROWS_PER_DAY_MAX, OTHER_HOSTS } from '../db/page-views'
import { temporaryDatabase } from '../testing/database'

const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

const databases: ReturnType<typeof temporaryDatabase>[] = []
afterAll(() => databases.forEach((d) => d.remove()))

/** 2026-03-02T15:00Z is 10:00 on Monday 2 March in New York. */
const NOW = new Date('2026-03-02T15:00:00.000Z')

function setup(limit = { max: 1000, windowMs: 60_000 }) {
  const database = temporaryDatabase()
  databases.push(database)
  const app = createApp({
    store: database.store,
    pageViews: { views: pageViews(database.db), limit, now: () => NOW },
  })
  const rows = () =>
    database.db
      .prepare(
        'SELECT day, path, referrer_host AS host, views FROM page_views ORDER BY day, path, host',
      )
      .all()
  const view = (body: unknown, headers: Record<string, string> = {}) =>
    request(app)
      .post(paths.viewsApi)
      .set({ 'User-Agent': PHONE_SAFARI, ...headers })
      .send(body as object)
  return { ...database, app, rows, view }
}

describe('POST /api/views', () => {
  it('counts a view per page, New York day and referring host, and sets no cookie', async () => {
    const t = setup()
    for (const body of [
      { path: '/' },
      { path: '/', referrerHost: 'google.com' },
      { path: '/' },
      { path: '/services/kitchens' },
    ]) {
      const res = await t.view(body).expect(204)
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect(t.rows()).toEqual([
      { day: '2026-03-02', path: '/', host: '', views: 2 },
      { day: '2026-03-02', path: '/', host: 'google.com', views: 1 },
      { day: '2026-03-02', path: '/services/kitchens', host: '', views: 1 },
    ])
    // nothing but the counts: no address, no agent, no time of day
    const columns = t.db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('page_views')
    expect(columns).toEqual(['day', 'path', 'referrer_host', 'views'])
  })

  it.each([
    ['a search crawler', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a headless browser', { 'User-Agent': 'Mozilla/5.0 (X11) HeadlessChrome/150.0.0.0' }],
    ['Lighthouse', { 'User-Agent': 'Mozilla/5.0 Chrome/150 Safari/537.36 Chrome-Lighthouse' }],
    ['a script', { 'User-Agent': 'curl/8.5.0' }],
    ['no agent at all', { 'User-Agent': '' }],
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
  ])('does not count %s, and answers as it does a person', async (_who, headers) => {
    const t = setup()
    await t.view({ path: '/' }, headers).expect(204)
    expect(t.rows()).toEqual([])
  })

  it('counts only pages of the site, and refuses what is not a view', async () => {
    const t = setup()
    await t.view({ path: '/no-such-page' }).expect(204)
    await t.view({ path: '/wp-login.php' }).expect(204)
    expect(t.rows()).toEqual([])
    const refused = await t.view({ path: 'https://evil.example/' }).expect(400)
    expect(refused.body.message).toBe('A page view needs the path of one of our pages (JSON).')
    await t.view({ path: '/', referrerHost: 'not a host' }).expect(400)
    await t.view({ path: `/${'a'.repeat(400)}` }).expect(400)
    await t.view({}).expect(400)
    await request(t.app)
      .post(paths.viewsApi)
      .set('User-Agent', PHONE_SAFARI)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ path: '/', pad: 'x'.repeat(2000) }))
      .expect(413)
  })

  it('counts a view read offline on the day it was read, within the worker’s week', async () => {
    const t = setup()
    await t.view({ path: '/', readAt: '2026-02-27T23:30:00.000Z' }).expect(204)
    // older than the worker keeps a view, or ahead of our clock: counted today
    await t.view({ path: '/', readAt: '2026-01-01T12:00:00.000Z' }).expect(204)
    await t.view({ path: '/', readAt: '2026-03-09T12:00:00.000Z' }).expect(204)
    expect(t.rows()).toEqual([
      { day: '2026-02-27', path: '/', host: '', views: 1 },
      { day: '2026-03-02', path: '/', host: '', views: 2 },
    ])
  })

  it('answers views over the limit of one address alike, without counting them', async () => {
    const t = setup({ max: 2, windowMs: 60_000 })
    for (let i = 0; i < 4; i++) await t.view({ path: '/' }).expect(204)
    // a program's views used none of the limit
    expect(t.rows()).toEqual([{ day: '2026-03-02', path: '/', host: '', views: 2 }])
  })
})

describe('the page view counts', () => {
  it('count the hosts of a day past its row limit under one row, not one each', () => {
    const t = setup()
    const views = pageViews(t.db)
    const insert = t.db.prepare(
      "INSERT INTO page_views (day, path, referrer_host, views) VALUES ('2026-03-02', '/', ?, 1)",
    )
    t.db.transaction(() => {
      for (let i = 0; i < ROWS_PER_DAY_MAX; i++) insert.run(`host-${i}.example`)
    })()
    views.count({ path: '/', referrerHost: 'one-more.example', at: NOW })
    views.count({ path: '/', referrerHost: 'host-7.example', at: NOW })
    const count = t.db.prepare(
      "SELECT views FROM page_views WHERE day = '2026-03-02' AND referrer_host = ?",
    )
    expect(count.pluck().get(OTHER_HOSTS)).toBe(1)
    expect(count.pluck().get('host-7.example')).toBe(2)
    expect(count.pluck().get('one-more.example')).toBeUndefined()
  })
})
