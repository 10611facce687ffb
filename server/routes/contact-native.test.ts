/**
 * A browser's own form submission, with no script at all: stored once, answered with a 303 to
 * the thank-you page and its reference, and the bot defences that still hold without script.
 */
import sharp from 'sharp'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { REFERENCE_PATTERN, requestReference } from '../../shared/request-reference'
import {
  BROWSER_ACCEPT,
  formFields,
  multipartBody,
  nativeSetup,
  postForm,
  postContact,
  lead,
} from '../testing/contact'

const THANK_YOU = /^\/thank-you\?ref=([0-9A-F]{8})$/

/** The reference a 303 sends the visitor on with. */
function referenceOf(res: { headers: Record<string, string> }): string {
  return THANK_YOU.exec(res.headers.location ?? '')?.[1] ?? ''
}

describe('a form a browser posts by itself', () => {
  it('stores the lead and sends the visitor on to the thank-you page with its reference', async () => {
    const t = nativeSetup()
    const res = await postForm(t.app, { ...formFields, fillMs: '42000' }).expect(303)
    expect(res.headers.location).toMatch(THANK_YOU)
    expect(res.headers['cache-control']).toBe('no-store')
    const [stored] = t.store.all()
    expect(t.count('leads')).toBe(1)
    expect(referenceOf(res)).toBe(requestReference(stored!.id))
    expect(referenceOf(res)).toMatch(REFERENCE_PATTERN)
    expect(stored).toMatchObject({
      firstName: lead.firstName,
      serviceType: 'kitchen',
      formId: 'estimate',
      pagePath: '/estimate',
      sentWithoutScript: 0,
    })
  })

  it('stores one lead when the same request comes again (a double tap, a resent page)', async () => {
    const t = nativeSetup()
    const first = await postForm(t.app, formFields).expect(303)
    const again = await postForm(t.app, formFields).expect(303)
    // with a fill time this time (the script ran on the second try): still the same request
    const scripted = await postForm(t.app, { ...formFields, fillMs: '9000' }).expect(303)
    expect(again.headers.location).toBe(first.headers.location)
    expect(scripted.headers.location).toBe(first.headers.location)
    expect(t.count('leads')).toBe(1)
    await postForm(t.app, { ...formFields, phone: '(914) 555-0100' }).expect(303)
    expect(t.count('leads')).toBe(2)
  })

  it('uses the key the page’s script put in the form, as the header would be', async () => {
    const t = nativeSetup()
    const keyed = { ...formFields, idempotencyKey: crypto.randomUUID(), fillMs: '12000' }
    const first = await postForm(t.app, keyed).expect(303)
    await postForm(t.app, keyed).expect(303).expect('Location', first.headers.location!)
    expect(t.count('leads')).toBe(1)
  })

  it('keeps a request sent without script, marked, under a stricter rate limit', async () => {
    const t = nativeSetup({ max: 10, windowMs: 60_000 })
    const people = ['Ann', 'Bea', 'Cy', 'Dee'].map((firstName) => ({ ...formFields, firstName }))
    const first = await postForm(t.app, people[0]!).expect(303)
    await postForm(t.app, people[1]!).expect(303)
    await postForm(t.app, people[2]!).expect(303)
    expect(t.store.all().map((l) => l.sentWithoutScript)).toEqual([1, 1, 1])
    // a fourth without script is refused, as a page
    const limited = await postForm(t.app, people[3]!).expect(429)
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.headers.ratelimit).toContain('"contact-without-script"')
    expect(limited.text).toContain('Too many requests from your network')
    // a replay of a stored one is still answered; a request with a fill time is still taken
    await postForm(t.app, people[0]!).expect(303).expect('Location', first.headers.location!)
    await postForm(t.app, { ...people[3]!, fillMs: '20000' }).expect(303)
    expect(t.count('leads')).toBe(4)
  })

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }],
    ['a fill time under three seconds', { fillMs: '800' }],
  ])('answers a bot (%s) as a person, keeping nothing', async (_case, fields) => {
    const t = nativeSetup()
    const res = await postForm(t.app, { ...formFields, ...fields }).expect(303)
    expect(res.headers.location).toMatch(THANK_YOU)
    expect(t.count('leads')).toBe(0)
  })

  it('reads a fill time only as a whole number', async () => {
    const t = nativeSetup()
    const res = await postForm(t.app, { ...formFields, fillMs: '4e4' }).expect(400)
    expect(res.text).toContain('<h2>There is a problem with your request</h2>')
    expect(t.count('leads')).toBe(0)
  })
})

describe('a form the worker sends on, once the connection is back', () => {
  /** As sw/contact-queue.ts sends a form the browser posted offline: its fields, JSON answer. */
  const sendOn = (app: Parameters<typeof postForm>[0], fields: Record<string, string>) =>
    postForm(app, fields)
      .set('Accept', 'application/json')
      .set('Idempotency-Key', crypto.randomUUID())

  it('stores a form no script filled in (its fill time came empty): a person, maybe', async () => {
    const t = nativeSetup()
    await sendOn(t.app, { ...formFields }).expect(201)
    expect(t.count('leads')).toBe(1)
  })

  it('still checks the fill time a script did put in the form', async () => {
    const t = nativeSetup()
    await sendOn(t.app, { ...formFields, fillMs: '300' }).expect(201)
    expect(t.count('leads')).toBe(0)
    await sendOn(t.app, { ...formFields, fillMs: '30000' }).expect(201)
    expect(t.count('leads')).toBe(1)
  })
})

describe('a form with photos a browser posts by itself', () => {
  const photo = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#b98' } })
      .jpeg()
      .toBuffer()

  const post = (
    app: ReturnType<typeof nativeSetup>['app'],
    files: { name: string; bytes: Buffer }[],
  ) => {
    const { type, body } = multipartBody(formFields, files)
    return request(app)
      .post('/api/contact')
      .set('Accept', BROWSER_ACCEPT)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', type)
      .send(body)
  }

  it('keeps the photo with the lead', async () => {
    const t = nativeSetup()
    const res = await post(t.app, [{ name: 'kitchen.jpg', bytes: await photo() }]).expect(303)
    const [stored] = t.store.all()
    expect(referenceOf(res)).toBe(requestReference(stored!.id))
    expect(t.store.photosOf(stored!.id)).toHaveLength(1)
  })

  it('ignores a file input left empty', async () => {
    const t = nativeSetup()
    await post(t.app, [{ name: '', bytes: Buffer.alloc(0) }]).expect(303)
    expect(t.count('leads')).toBe(1)
    expect(t.count('lead_photos')).toBe(0)
  })
})

describe('the app’s own requests are answered as before', () => {
  it('answers JSON to JSON, whatever else it accepts', async () => {
    const t = nativeSetup({ max: 2, windowMs: 60_000 })
    const { firstName: _missing, ...incomplete } = lead
    const invalid = await postContact(t.app, incomplete).set('Accept', '*/*').expect(400)
    expect(invalid.body).toEqual({
      message: 'Please check: First name is required.',
      fields: { firstName: 'First name is required' },
    })
    const stored = await postContact(t.app, lead, crypto.randomUUID())
      .set('Accept', 'application/json')
      .expect(201)
    expect(stored.body).toEqual({ ok: true, id: expect.any(String) })
    const limited = await postContact(t.app, lead, crypto.randomUUID()).expect(429)
    expect(limited.headers['content-type']).toMatch(/^application\/json/)
    expect(limited.body.message).toMatch(/Too many requests/)
  })

  it('still drops a JSON request without a fill time as a bot', async () => {
    const t = nativeSetup()
    const { fillMs: _none, ...unscripted } = lead
    await postContact(t.app, unscripted, crypto.randomUUID()).expect(201)
    expect(t.count('leads')).toBe(0)
  })
})
