/** A request the route refuses gets its form's page back, saying why, with what was typed. */
import { Agent } from 'node:http'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { DETAILS_MAX, DETAILS_TOO_LONG } from '../../shared/contact-request'
import { PHOTO_LIMITS } from '../../shared/photo-limits'
import { attribute } from '../html/markup'
import { MULTIPART_LIMIT_BYTES } from '../photos/read-photos'
import {
  BROWSER_ACCEPT,
  formFields,
  multipartBody,
  nativeSetup,
  postForm,
  SITE,
} from '../testing/contact'
import { control, expectPage, summary } from './contact-form-page-test-support'
import { uploadsLeft } from './contact-photos-test-support'

describe('a refused request', () => {
  it('is answered 429 with the page, the fields kept and the limit’s headers', async () => {
    const t = nativeSetup({ max: 1, windowMs: 60_000 })
    await postForm(t.app, { ...formFields, fillMs: '30000' }).expect(303)
    const res = await postForm(t.app, { ...formFields, firstName: 'Ann', fillMs: '30000' }).expect(
      429,
    )
    expectPage(res)
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
    expect(res.headers.ratelimit).toContain('"contact"')
    expect(summary(res.text)).toContain('<h2>Your request was not sent</h2><p>Too many requests')
    expect(attribute(control(res.text, 'firstName'), 'value')).toBe('Ann')
  })

  it('is answered 403 from another site, with nothing it sent used or kept', async () => {
    const t = nativeSetup()
    const fields = { ...formFields, firstName: 'Evangelina', fillMs: '30000' }
    const elsewhere: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
    ]
    for (const headers of elsewhere) {
      const res = await postForm(t.app, fields, headers).expect(403)
      expectPage(res)
      expect(summary(res.text)).toContain('only from our own pages')
      expect(res.text).not.toContain('Evangelina')
    }
    expect(t.count('leads')).toBe(0)
    // an older browser without Sec-Fetch-Site, on our own site
    await postForm(t.app, fields, { Origin: SITE }).expect(303)
  })

  it('is answered 413 past the body limit, naming the message’s limit', async () => {
    const t = nativeSetup()
    const long = 'x'.repeat(17 * 1024)
    const res = await postForm(t.app, { ...formFields, projectDetails: long })
    expect(res.status).toBe(413)
    expectPage(res)
    expect(summary(res.text)).toContain(
      `Your message is too long: please keep it under ${DETAILS_MAX} characters, or call us.`,
    )
    // the same text in a form with photos: the message is marked, and everything before it kept
    const { type, body } = multipartBody({ ...formFields, projectDetails: long }, [])
    const multipart = await request(t.app)
      .post('/api/contact')
      .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
      .send(body)
      .expect(413)
    expectPage(multipart)
    expect(summary(multipart.text)).toContain(DETAILS_TOO_LONG)
    expect(attribute(control(multipart.text, 'projectDetails'), 'aria-invalid')).toBe('true')
    expect(multipart.text).toContain(
      `<p id="_R_a5_-projectDetails-error" class="text-sm font-medium text-red-700">${DETAILS_TOO_LONG}</p>`,
    )
    expect(attribute(control(multipart.text, 'email'), 'value')).toBe(formFields.email)
    expect(attribute(control(multipart.text, 'phone'), 'value')).toBe(formFields.phone)
    const extra = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`x${i}`, '1']))
    const tooMany = await postForm(t.app, { ...formFields, ...extra }).expect(413)
    expect(summary(tooMany.text)).toContain('more fields than a request can have')
    expect(t.count('leads')).toBe(0)
  })

  it('is answered 413 for photos over a limit, saying which and the limit, everything typed kept', async () => {
    const t = nativeSetup()
    const typed: Record<string, string> = {
      ...formFields,
      fillMs: '30000',
      projectDetails: 'Hall bath, 5 by 8: tub to shower.',
    }
    const cases = [
      // one photo over its own limit, beside one within it
      {
        files: [
          { name: 'vanity.jpg', bytes: Buffer.alloc(1024, 1) },
          { name: 'shower.jpg', bytes: Buffer.alloc(PHOTO_LIMITS.fileBytes + 1, 1) },
        ],
        problem: '“shower.jpg” is too large: each photo can be at most 8 MB',
      },
      // a body declared over all the photos’ limit: refused once its fields are in
      {
        files: [{ name: 'video.jpg', bytes: Buffer.alloc(MULTIPART_LIMIT_BYTES, 1) }],
        problem:
          'All the photos together can be at most 25 MB: please choose fewer or smaller photos',
      },
    ]
    for (const { files, problem } of cases) {
      const { type, body } = multipartBody(typed, files)
      const res = await request(t.app)
        .post('/api/contact')
        // answered before it is all sent: a client that keeps its connection sends on, as a
        // browser does (one that does not would stop writing at the answer)
        .agent(new Agent({ keepAlive: true }))
        .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
        .send(body)
      expect(res.status).toBe(413)
      expectPage(res)
      expect(summary(res.text)).toContain(`<a href="#_R_a5_-photos">${problem}</a>`)
      expect(attribute(control(res.text, 'photos'), 'aria-invalid')).toBe('true')
      for (const field of ['firstName', 'lastName', 'phone', 'email', 'fillMs'] as const) {
        expect(attribute(control(res.text, field), 'value')).toBe(typed[field])
      }
      expect(res.text).toContain('<option value="kitchen" selected="">')
      expect(res.text).toContain(`${typed.projectDetails}</textarea>`)
    }
    expect(t.count('leads')).toBe(0)
    expect(uploadsLeft(t.dir)).toEqual([])
  })

  it('is answered 409 when its key was used for other details', async () => {
    const t = nativeSetup()
    const keyed = { ...formFields, idempotencyKey: crypto.randomUUID(), fillMs: '30000' }
    await postForm(t.app, keyed).expect(303)
    const res = await postForm(t.app, { ...keyed, lastName: 'Perez' }).expect(409)
    expectPage(res)
    expect(summary(res.text)).toContain('already sent with different details')
    expect(attribute(control(res.text, 'lastName'), 'value')).toBe('Perez')
  })

  it('is answered 400 for a malformed key in the form', async () => {
    const t = nativeSetup()
    const res = await postForm(t.app, { ...formFields, idempotencyKey: 'short' }).expect(400)
    expectPage(res)
    expect(summary(res.text)).toContain('The request key must be 8 to 128')
  })

  it('is answered 415 for a body of another kind', async () => {
    const t = nativeSetup()
    const res = await request(t.app)
      .post('/api/contact')
      .set({ Accept: BROWSER_ACCEPT, 'Content-Type': 'text/plain' })
      .send('firstName=Maria')
      .expect(415)
    expectPage(res)
  })

  it('is answered 500 with the page when the lead cannot be written', async () => {
    const t = nativeSetup()
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    t.db.pragma('query_only = ON')
    try {
      const res = await postForm(t.app, { ...formFields, fillMs: '30000' }).expect(500)
      expectPage(res)
      expect(summary(res.text)).toContain('Something went wrong on our side')
      expect(attribute(control(res.text, 'phone'), 'value')).toBe(formFields.phone)
    } finally {
      t.db.pragma('query_only = OFF')
      quiet.mockRestore()
    }
  })
})
