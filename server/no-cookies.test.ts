/**
 * No public answer sets a cookie: the pages, the request forms (with and without script), the
 * view beacon and the public API. Only the owner's desk signs in with one.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { paths } from '../shared/paths'
import { pageViews } from './db/page-views'
import { TEST_PAGES } from './testing/built-pages'
import { formFields, lead, nativeSetup, postContact, postForm } from './testing/contact'
import { createApp } from './app'

const t = nativeSetup()
const app = createApp({
  store: t.store,
  pageViews: { views: pageViews(t.db) },
})

const cookieOf = (res: request.Response) => res.headers['set-cookie']

describe('public answers', () => {
  it.each([...Object.keys(TEST_PAGES), '/no-such-page', '/api/towns', '/healthz'])(
    'GET %s sets no cookie',
    async (path) => {
      const res = await request(t.app).get(path)
      expect(res.status).toBeLessThan(500)
      expect(cookieOf(res)).toBeUndefined()
    },
  )

  it('a request from the app, and a form sent without script, set no cookie', async () => {
    const sent = await postContact(t.app, lead, crypto.randomUUID()).expect(201)
    expect(cookieOf(sent)).toBeUndefined()
    const posted = await postForm(t.app, { ...formFields, email: 'form@example.net' }).expect(303)
    expect(cookieOf(posted)).toBeUndefined()
    const refused = await postForm(t.app, { ...formFields, email: 'not an address' }).expect(400)
    expect(cookieOf(refused)).toBeUndefined()
  })

  it('the view beacon sets no cookie, counted or not', async () => {
    for (const agent of ['Mozilla/5.0 (iPhone) Safari/604.1', 'Googlebot/2.1']) {
      const res = await request(app)
        .post(paths.viewsApi)
        .set('User-Agent', agent)
        .send({ path: '/' })
        .expect(204)
      expect(cookieOf(res)).toBeUndefined()
    }
  })
})
