/**
 * Booking through the real app and SQLite: a lead's private link books once, its time is nobody
 * else's, a retry books nothing more, and nothing about anyone leaks through the free times.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { requestReference } from '../../shared/request-reference'
import { bookingSetup, testClock } from '../testing/booking'
import { SITE } from '../testing/contact'

// Wednesday 2 December 2026, 10:00 in New York
const clock = testClock('2026-12-02T15:00:00Z')

describe('GET /api/bookings/slots', () => {
  const t = bookingSetup({ now: clock.now })

  it('lists free times with their offset, and nothing about anyone', async () => {
    const { token } = await t.newLead()
    const before = await t.slots('showroom')
    expect(before.length).toBeGreaterThan(0)
    expect(before[0]!.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/)
    await t.book({ token, kind: 'showroom', start: before[0]!.start }).expect(201)
    const res = await request(t.app).get('/api/bookings/slots?kind=showroom').expect(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Object.keys(res.body)).toEqual(['slots'])
    expect(res.body.slots.map((s: object) => Object.keys(s).sort())).toContainEqual([
      'end',
      'start',
    ])
    // the booked time is gone; no name, address or reference anywhere in the answer
    expect(res.body.slots.map((s: { start: string }) => s.start)).not.toContain(before[0]!.start)
    expect(JSON.stringify(res.body)).not.toMatch(/Maria|Lopez|example\.net/)
  })

  it('refuses an unknown kind or none with a plain message', async () => {
    const unknown = await request(t.app).get('/api/bookings/slots?kind=spa-day').expect(400)
    expect(unknown.body.message).toContain('spa-day')
    await request(t.app).get('/api/bookings/slots').expect(400)
  })
})

describe('POST /api/bookings', () => {
  const t = bookingSetup({ now: clock.now })

  it('books a free time and answers with the visit, its calendar file and its page', async () => {
    const { id, token, bookingUrl } = await t.newLead()
    const [slot] = await t.slots('video')
    const res = await t.book({ token, kind: 'video', start: slot!.start }).expect(201)
    expect(res.body).toMatchObject({ start: slot!.start, end: slot!.end, kind: 'video' })
    expect(res.body.manageUrl).toBe(bookingUrl)
    expect(res.body.icsUrl).toBe(`${bookingUrl}/visit.ics`)
    expect(t.db.prepare('SELECT lead_id AS leadId FROM bookings').get()).toEqual({ leadId: id })
  })

  it('books once for a retried request with the same key', async () => {
    const { token } = await t.newLead()
    const [, slot] = await t.slots('showroom')
    const body = { token, kind: 'showroom', start: slot!.start }
    const first = await t.book(body, 'retry-key-1').expect(201)
    const again = await t.book(body, 'retry-key-1').expect(201)
    expect(again.body).toEqual(first.body)
    const rows = t.db
      .prepare(
        "SELECT COUNT(*) AS n FROM booking_changes WHERE action = 'booked' AND booking_id = ?",
      )
      .get(first.body.id)
    expect(rows).toEqual({ n: 1 })
    // the same key with another time is another request: refused, nothing booked
    const [, , other] = await t.slots('showroom')
    await t.book({ ...body, start: other!.start }, 'retry-key-1').expect(409)
  })

  it('keeps one visit per request: another time without the key is refused', async () => {
    const { token } = await t.newLead()
    const slots = await t.slots('video')
    await t.book({ token, kind: 'video', start: slots[0]!.start }).expect(201)
    const second = await t.book({ token, kind: 'video', start: slots[1]!.start }).expect(409)
    expect(second.body.message).toMatch(/already has a visit/)
  })

  it('gives one of 20 homeowners asking for the same time at once the time; the rest get others', async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, () => t.newLead()))
    const [, , , wanted] = await t.slots('in-home')
    const answers = await Promise.all(
      leads.map(({ token }) =>
        t.book({ token, kind: 'in-home', start: wanted!.start, town: 'Chappaqua' }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 201)
    expect(refused.every((a) => a.status === 409)).toBe(true)
    for (const answer of refused) {
      expect(answer.body.slots.length).toBeGreaterThan(0)
      expect(answer.body.slots.map((s: { start: string }) => s.start)).not.toContain(wanted!.start)
    }
    const atThatTime = t.db
      .prepare("SELECT COUNT(*) AS n FROM bookings WHERE start_at = ? AND status <> 'cancelled'")
      .get(new Date(wanted!.start).toISOString())
    expect(atThatTime).toEqual({ n: 1 })
  })

  it('takes a link only as it was made: not another request’s, not guessed from a reference', async () => {
    const { id, token } = await t.newLead()
    const [slot] = await t.slots('video')
    const start = slot!.start
    // the reference is printed on the thank-you page; a token made of it is no token
    const guessed = `${requestReference(id)}${'A'.repeat(35)}`
    const tampered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`
    for (const bad of [guessed, tampered]) {
      const res = await t.book({ token: bad, kind: 'video', start }).expect(404)
      expect(res.body.message).toMatch(/not valid/)
    }
    await t.book({ token: 'short', kind: 'video', start }).expect(400)
    expect(t.count('bookings')).toBeGreaterThanOrEqual(0)
    const booked = t.db.prepare('SELECT COUNT(*) AS n FROM bookings WHERE lead_id = ?').get(id)
    expect(booked).toEqual({ n: 0 })
  })

  it('refuses a time that is not offered, and a home outside the towns we serve', async () => {
    const { token } = await t.newLead()
    const [slot] = await t.slots('in-home')
    // 09:10 is off the half-hour steps; a Sunday is not offered; a past time neither
    for (const start of [
      '2026-12-04T09:10:00-05:00',
      '2026-12-06T10:00:00-05:00',
      '2026-12-01T10:00:00-05:00',
    ]) {
      const res = await t.book({ token, kind: 'in-home', start, town: 'Chappaqua' }).expect(409)
      expect(res.body.slots.length).toBeGreaterThan(0)
    }
    const away = await t
      .book({ token, kind: 'in-home', start: slot!.start, town: 'Boston' })
      .expect(400)
    expect(away.body.message).toMatch(/towns we serve/)
    await t.book({ token, kind: 'in-home', start: 'next Tuesday' }).expect(400)
    await t.book({ token, kind: 'in-home', start: slot!.start, extra: 1 }).expect(400)
  })

  it('no longer books once the visit was cancelled', async () => {
    const { token } = await t.newLead()
    const [slot, later] = await t.slots('showroom')
    await t.book({ token, kind: 'showroom', start: slot!.start }).expect(201)
    await request(t.app)
      .post(`/book/${token}/cancel`)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ reason: 'We chose another contractor' })
      .expect(303)
    const res = await t.book({ token, kind: 'showroom', start: later!.start }).expect(404)
    expect(res.body.message).toMatch(/cancelled/)
  })
})

describe('POST /api/bookings under the contact rate limit', () => {
  const t = bookingSetup({ now: clock.now, rateLimit: { max: 3, windowMs: 60_000 } })

  it('answers 429 past the limit, as /api/contact does', async () => {
    const { token } = await t.newLead()
    const [slot] = await t.slots('video')
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.book({ token: token.replace(/.$/, 'x'), kind: 'video', start: slot!.start }))
          .status,
      )
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true)
    expect(statuses[3]).toBe(429)
  })
})

describe('a request sent without script', () => {
  const t = bookingSetup({ now: clock.now })

  it('leads to a thank-you page that links the private booking page', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .set({ Accept: 'text/html', Origin: SITE })
      .type('form')
      .send({
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '9145550123',
        email: 'ann@example.com',
        formId: 'estimate',
      })
      .expect(303)
    const location = new URL(res.headers.location as string, SITE)
    expect(location.pathname).toBe('/thank-you')
    const token = location.searchParams.get('book')!
    expect(t.links.leadIdOf(token)).toBeDefined()
    await request(t.app).get(`/book/${token}`).expect(200)
  })
})
