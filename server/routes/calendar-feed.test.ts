/**
 * The owner's calendar feed as a calendar app reads it (ical.js): every visit at its New York
 * hour, with the homeowner's name, phone, town and reference; nothing at any other address.
 */
import ICAL from 'ical.js'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { requestReference } from '../../shared/request-reference'
import { bookingSetup, testClock } from '../testing/booking'
import { lead } from '../testing/contact'

afterEach(() => ICAL.TimezoneService.reset())

// Thursday 5 March 2026, 10:00 in New York: the clocks change on Sunday the 8th
const clock = testClock('2026-03-05T15:00:00Z')

describe('GET /calendar/{token}.ics', () => {
  const t = bookingSetup({ now: clock.now })

  it('lists every visit at its local hour with who, their phone, town and reference', async () => {
    const before = await t.newLead()
    const after = await t.newLead({ firstName: 'Dana' })
    await t
      .book({ token: before.token, kind: 'video', start: '2026-03-06T11:00:00-05:00' })
      .expect(201)
    await t
      .book({
        token: after.token,
        kind: 'in-home',
        start: '2026-03-09T09:00:00-04:00',
        town: 'Rye',
      })
      .expect(201)
    const res = await request(t.app)
      .get(new URL(t.links.feedUrl(1)).pathname)
      .expect(200)
      .expect('Content-Type', /^text\/calendar/)
    expect(res.headers['cache-control']).toBe('private, no-store')

    const calendar = new ICAL.Component(ICAL.parse(res.text))
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone)
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e))
    expect(events.map((e) => [e.startDate.toJSDate().toISOString(), e.startDate.hour])).toEqual([
      ['2026-03-06T16:00:00.000Z', 11],
      ['2026-03-09T13:00:00.000Z', 9],
    ])
    const home = events[1]!
    expect(home.summary).toContain(`Dana ${lead.lastName}, Rye`)
    expect(home.description).toContain(lead.phone)
    expect(home.description).toContain(requestReference(after.id))
  })

  it('answers 404 at an address that is not the feed’s', async () => {
    await request(t.app)
      .get(new URL(t.links.feedUrl(2)).pathname)
      .expect(404)
    await request(t.app).get('/calendar/not-a-token.ics').expect(404)
  })
})
