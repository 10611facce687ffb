/**
 * The private booking page with no script: plain forms posted by the browser, answered 303 back
 * to the page, or with the page saying what went wrong.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { bookingSetup, testClock } from '../testing/booking'

// Wednesday 2 December 2026, 10:00 in New York
const clock = testClock('2026-12-02T15:00:00Z')
const t = bookingSetup({ now: clock.now })

/** The values of the page's radio buttons of free times, in order. */
const offered = (html: string) =>
  [...html.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]!)

/** A form posted by the browser from the page itself. */
const post = (path: string, fields: Record<string, string>) =>
  request(t.app).post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(fields)

describe('the booking page without script', () => {
  it('books, moves and cancels with plain forms, answering 303 to the page', async () => {
    const { token } = await t.newLead()
    const page = await request(t.app).get(`/book/${token}?kind=in-home`).expect(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toMatch(/noindex/)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.text).toContain('Pick a time for your free consultation')
    const [first, second] = offered(page.text)
    const key = /name="key" value="([^"]+)"/.exec(page.text)![1]!

    const fields = {
      kind: 'in-home',
      key,
      town: 'Chappaqua',
      address: '12 Orchard Ridge Rd',
      start: first!,
    }
    const booked = await post(`/book/${token}`, fields).expect(303)
    expect(booked.headers.location).toBe(`/book/${token}`)
    // the same form sent twice (a double tap) books once, and answers as the first time
    await post(`/book/${token}`, fields).expect(303)
    expect(t.count('bookings')).toBe(1)
    const visit = await request(t.app).get(`/book/${token}`).expect(200)
    expect(visit.text).toContain('Your free consultation is booked')
    expect(visit.text).toContain('12 Orchard Ridge Rd, Chappaqua')
    expect(visit.text).toContain(`/book/${token}/visit.ics`)

    // the time it already has is not offered to move to, and choosing it counts no move
    expect(offered(visit.text)).not.toContain(first)
    await post(`/book/${token}/move`, { start: first! }).expect(303)
    expect(t.db.prepare('SELECT moves FROM bookings').get()).toEqual({ moves: 0 })
    await post(`/book/${token}/move`, { start: second! }).expect(303)
    const moved = await request(t.app).get(`/book/${token}`).expect(200)
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(second!))
    expect(moved.text).toContain(shown)

    await post(`/book/${token}/cancel`, { reason: 'We sold the house' }).expect(303)
    const cancelled = await request(t.app).get(`/book/${token}`).expect(200)
    expect(cancelled.text).toContain('This visit was cancelled')
    expect(offered(cancelled.text)).toEqual([])
  })

  it('says what went wrong on the page, keeping the choice', async () => {
    const { token } = await t.newLead()
    const page = await request(t.app).get(`/book/${token}?kind=in-home`).expect(200)
    const [start] = offered(page.text)
    const res = await post(`/book/${token}`, { kind: 'in-home', town: 'Boston', start: start! })
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/role="alert"[^>]*>[^<]*towns we serve/)
    expect(res.text).toContain(`value="${start}" required checked`)
  })

  it('refuses a form from another site, and an unknown link', async () => {
    const { token } = await t.newLead()
    const page = await request(t.app).get(`/book/${token}?kind=video`).expect(200)
    const [start] = offered(page.text)
    await request(t.app)
      .post(`/book/${token}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ kind: 'video', start: start! })
      .expect(403)
    const unknown = await request(t.app)
      .get(`/book/${'x'.repeat(43)}`)
      .expect(404)
    expect(unknown.text).toContain('This link is not valid')
    await request(t.app).get(`/book/${token}/visit.ics`).expect(404)
  })
})
