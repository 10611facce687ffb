/**
 * Where a request came from, as the real app stores it: the visit the page sent (campaign tags,
 * another site's link), what a request without script still shows, the worker's "sent offline",
 * and a source that never costs the homeowner their request.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER, SENT_OFFLINE_HEADER } from '../../shared/contact-request'
import { channelOf } from '../../shared/lead-source'
import { encodeVisit, visitFromAddress } from '../../shared/visit-source'
import {
  contactSetup,
  formFields,
  lead,
  nativeSetup,
  postContact,
  postForm,
  SITE,
} from '../testing/contact'

/** The source kept with the one lead the app stored. */
function onlySource(t: ReturnType<typeof contactSetup>) {
  const [stored] = t.store.all()
  expect(stored).toBeDefined()
  return t.store.sourceOf(stored!.id)
}

describe('a request’s source', () => {
  it('keeps the campaign tags of the page the visit began on, and files an ad click under Ads', async () => {
    const t = contactSetup()
    const visit = visitFromAddress(
      `${SITE}/services/kitchens?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123`,
      '',
    )
    const source = encodeVisit({ ...visit, device: 'phone', display: 'browser' })
    await postContact(t.app, { ...lead, source }).expect(201)
    const kept = onlySource(t)
    expect(kept).toEqual({
      firstPage: '/services/kitchens',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      adClick: 'google-ads',
      device: 'phone',
      display: 'browser',
    })
    expect(channelOf(kept)).toBe('ads')
    // the click's id names one click at Google: it is not kept
    expect(JSON.stringify(t.db.prepare('SELECT * FROM lead_sources').all())).not.toContain('abc123')
  })

  it('keeps the host of the site whose link brought the visit, never its address', async () => {
    const t = contactSetup()
    const visit = visitFromAddress(
      `${SITE}/westchester/chappaqua/kitchen-bath-remodeling`,
      'https://www.chappaqua-pta.org/newsletter/march?member=4411',
    )
    await postContact(t.app, { ...lead, source: encodeVisit(visit) }).expect(201)
    const kept = onlySource(t)
    expect(kept).toEqual({
      firstPage: '/westchester/chappaqua/kitchen-bath-remodeling',
      referrerHost: 'chappaqua-pta.org',
    })
    expect(channelOf(kept)).toBe('other-sites')
  })

  it('stores the request whatever its source field holds, keeping only the parts that are valid', async () => {
    const t = contactSetup()
    const source = new URLSearchParams({
      firstPage: 'https://evil.example/',
      referrerHost: 'houzz.com',
      device: 'fridge',
      utmCampaign: '=HYPERLINK("x")\u202e',
    }).toString()
    await postContact(t.app, { ...lead, source }).expect(201)
    expect(onlySource(t)).toEqual({ referrerHost: 'houzz.com', utmCampaign: '=HYPERLINK("x")' })

    const other = contactSetup()
    await postContact(other.app, { ...lead, source: 'x'.repeat(10_000) }).expect(201)
    await postContact(other.app, { ...lead, email: 'b@example.net', source: { a: 1 } }).expect(201)
    expect(other.count('leads')).toBe(2)
  })

  it('marks a request the worker saved on the device and sent later', async () => {
    const t = contactSetup()
    await postContact(t.app, { ...lead, source: 'firstPage=%2F' })
      .set(SENT_OFFLINE_HEADER, '1')
      .expect(201)
    expect(onlySource(t)).toEqual({ firstPage: '/', sentOffline: true })
  })

  it('is not part of the request: a resend with another source is the same request', async () => {
    const t = contactSetup()
    const key = crypto.randomUUID()
    const first = await postContact(t.app, { ...lead, source: 'firstPage=%2F' }, key).expect(201)
    const again = await postContact(t.app, { ...lead, source: 'firstPage=%2Fblog' }, key)
      .set(SENT_OFFLINE_HEADER, '1')
      .expect(201)
    expect(again.body.id).toBe(first.body.id)
    expect(t.count('leads')).toBe(1)
    expect(onlySource(t)).toEqual({ firstPage: '/' })
  })

  it('without script, still records the page it was sent from and no other site', async () => {
    const t = nativeSetup()
    const { pagePath: _sent, ...withoutPage } = formFields
    await postForm(t.app, withoutPage, {
      'Sec-Fetch-Site': 'same-origin',
      Referer: `${SITE}/estimate`,
    }).expect(303)
    const [stored] = t.store.all()
    expect(stored).toMatchObject({ pagePath: '/estimate', sentWithoutScript: 1 })
    // the visit's first page was never seen: not known, rather than Direct
    expect(t.store.sourceOf(stored!.id)).toEqual({})
    expect(channelOf(t.store.sourceOf(stored!.id))).toBe('unknown')
  })

  it('without the page’s visit, records the host of another site its Referer names', async () => {
    const t = contactSetup()
    await request(t.app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .set('Referer', 'https://www.houzz.com/professionals/kitchen/some-firm?x=1')
      .set(IDEMPOTENCY_HEADER, crypto.randomUUID())
      .send(JSON.stringify(lead))
      .expect(201)
    expect(onlySource(t)).toEqual({ referrerHost: 'houzz.com' })
  })
})
