/**
 * The pages a browser's own form submission gets when its request was not stored, and the
 * thank-you page showing the reference of one that was.
 */
import { createHash } from 'node:crypto'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { Agent } from 'node:http'
import { DETAILS_MAX, DETAILS_TOO_LONG, PHOTO_LIMITS } from '../../shared/contact-request'
import { attribute, startTags } from '../html/markup'
import { MULTIPART_LIMIT_BYTES } from '../photos/read-photos'
import { uploadsDir } from '../photos/upload-files'
import {
  BROWSER_ACCEPT,
  contactSetup,
  formFields,
  multipartBody,
  nativeSetup,
  postForm,
  SITE,
} from '../testing/contact'

/** The start tag of the form control named `name`. */
function control(html: string, name: string) {
  const tags = [...startTags(html)]
  return tags.find((tag) => tag.name !== 'form' && attribute(tag, 'name') === name)!
}

/** The photos as received still waiting under `dataDir`. */
const uploadsLeft = (dataDir: string) =>
  existsSync(uploadsDir(dataDir)) ? readdirSync(uploadsDir(dataDir)) : []

/** The filled problems slot. */
function summary(html: string): string {
  const start = html.indexOf('<div data-form-problems')
  return html.slice(start, html.indexOf('</div>', start))
}

function expectPage(res: request.Response) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.headers['x-robots-tag']).toBe('noindex')
  expect(res.text).toMatch(/^<!doctype html>/i)
  // a built page's own styles are allowed, by their hash (the bare page has none)
  const styles = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1]
  const hash =
    styles === undefined ? '' : ` 'sha256-${createHash('sha256').update(styles).digest('base64')}'`
  expect(res.headers['content-security-policy']).toContain(`style-src 'self'${hash};`)
}

describe('a request with problems', () => {
  it('gets its form’s page back: each problem named, the fields as typed, the bad ones marked', async () => {
    const t = nativeSetup()
    const typed = {
      ...formFields,
      formId: 'contact-page',
      pagePath: '/contact',
      firstName: 'Maria "Mia" <script>alert(1)</script>',
      phone: '555-0199',
      email: 'maria@',
      fillMs: '30000',
    }
    const res = await postForm(t.app, typed).expect(400)
    expectPage(res)
    // the contact page's form, not the estimate page's
    expect(res.text).toContain('<h1>Contact us</h1>')
    const problems = summary(res.text)
    expect(problems).toContain('<h2>There is a problem with your request</h2>')
    for (const [field, message] of [
      ['phone', 'Valid phone number is required'],
      ['email', 'Valid email is required'],
    ]) {
      expect(problems).toContain(`<li><a href="#«R1»-${field}">${message}</a></li>`)
      expect(attribute(control(res.text, field!), 'aria-invalid')).toBe('true')
      expect(res.text).toContain(
        `<p id="«R1»-${field}-error" class="text-sm font-medium text-red-700">${message}</p>`,
      )
    }
    expect(attribute(control(res.text, 'firstName'), 'value')).toBe(typed.firstName)
    expect(res.text).toContain(
      'value="Maria &quot;Mia&quot; &lt;script&gt;alert(1)&lt;/script&gt;"',
    )
    expect(res.text).not.toContain('<script>alert(1)')
    expect(attribute(control(res.text, 'phone'), 'value')).toBe('555-0199')
    expect(res.text).toContain('<option value="kitchen" selected="">')
    // the time already spent counts for the corrected send; its key is a new one
    expect(attribute(control(res.text, 'fillMs'), 'value')).toBe('30000')
    expect(attribute(control(res.text, 'idempotencyKey'), 'value')).toBe('')
    expect(t.count('leads')).toBe(0)
  })

  it('names the message’s limit for a message over it, the message kept as typed', async () => {
    const t = nativeSetup()
    const long = `Kitchen: ${'open the wall, '.repeat(400)}`
    expect(long.length).toBeGreaterThan(DETAILS_MAX)
    const sent = { ...formFields, fillMs: '30000', projectDetails: long }
    const { type, body } = multipartBody(sent, [])
    for (const res of [
      await postForm(t.app, sent),
      await request(t.app)
        .post('/api/contact')
        .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
        .send(body),
    ]) {
      expect(res.status).toBe(400)
      expectPage(res)
      expect(summary(res.text)).toContain(
        `<a href="#_R_a5_-projectDetails">Please keep your message under ${DETAILS_MAX} characters</a>`,
      )
      expect(attribute(control(res.text, 'projectDetails'), 'aria-invalid')).toBe('true')
      expect(res.text).toContain(`${long}</textarea>`)
    }
    expect(t.count('leads')).toBe(0)
  })

  it('asks again for the photos a refused request carried', async () => {
    const t = nativeSetup()
    const { type, body } = multipartBody({ ...formFields, fillMs: '30000' }, [
      { name: 'quote.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF'), type: 'application/pdf' },
    ])
    const res = await request(t.app)
      .post('/api/contact')
      .set({ Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': type })
      .send(body)
      .expect(400)
    expectPage(res)
    expect(summary(res.text)).toMatch(/<a href="#_R_a5_-photos">“quote\.pdf” is not a photo/)
    expect(summary(res.text)).toContain('The photo you chose was not kept: please choose it again.')
    expect(attribute(control(res.text, 'email'), 'value')).toBe(formFields.email)
  })

  it('answers the modal’s problems, and an unknown form’s, on the estimate page', async () => {
    const t = nativeSetup()
    for (const formId of ['modal', 'other']) {
      const res = await postForm(t.app, { ...formFields, formId, email: 'no' }).expect(400)
      expect(res.text).toContain('<h1>Request a free estimate</h1>')
      expect(summary(res.text)).toContain('<a href="#_R_a5_-email">Valid email is required</a>')
    }
  })

  it('gets a bare page with the same summary where no site is built', async () => {
    const t = contactSetup(undefined, { siteOrigin: SITE })
    const res = await postForm(t.app, { ...formFields, email: 'no' }).expect(400)
    expectPage(res)
    expect(summary(res.text)).toContain('<a href="#email">Valid email is required</a>')
    expect(attribute(control(res.text, 'email'), 'value')).toBe('no')
  })
})

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

describe('the thank-you page', () => {
  it('shows the reference it was sent on with', async () => {
    const t = nativeSetup()
    const sent = await postForm(t.app, { ...formFields, fillMs: '30000' }).expect(303)
    const res = await request(t.app).get(sent.headers.location!).expect(200)
    const reference = sent.headers.location!.split('=')[1]!
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toContain(
      `<p data-request-reference="" class="mt-4 text-sm">Your request&#x27;s reference: <strong>${reference}</strong></p>`,
    )
    const other = await request(t.app).get('/thank-you?ref=ABCDEF12').expect(200)
    expect(other.text).toContain('<strong>ABCDEF12</strong>')
  })

  it('ignores anything that is not a reference', async () => {
    const t = nativeSetup()
    const built = await request(t.app).get('/thank-you').expect(200)
    for (const ref of ['%3Cscript%3E', 'abcdef12', 'ABCDEF123', 'ABCDEF12&ref=ABCDEF13']) {
      const res = await request(t.app).get(`/thank-you?ref=${ref}`).expect(200)
      expect(res.text, ref).toBe(built.text)
      expect(res.text).toContain('<p data-request-reference="" hidden=""')
    }
  })
})
