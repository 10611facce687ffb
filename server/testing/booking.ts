/**
 * Booking in tests: the real app over a fresh SQLite file with a clock the test moves, leads
 * sent through the public form, and their private links' tokens.
 */
import request from 'supertest'
import { expect } from 'vitest'
import { bookingTokenOf } from '../../shared/request-reference'
import { contactSetup, lead, postContact, SITE } from './contact'
import { bookingLinks, loadBookingKey } from '../booking/booking-links'
import type { Slot } from '../booking/slots'
import type { BookingRules } from '../../shared/booking-rules'

const WEEKDAYS_9_TO_5 = {
  Monday: [{ from: '09:00', to: '17:00' }],
  Tuesday: [{ from: '09:00', to: '17:00' }],
  Wednesday: [{ from: '09:00', to: '17:00' }],
  Thursday: [{ from: '09:00', to: '17:00' }],
  Friday: [{ from: '09:00', to: '17:00' }],
}

/** Rules of the tests' own, so an owner's edit of content/booking.yaml changes no test. */
export const FIXTURE_RULES: BookingRules = {
  noticeWorkingDays: 1,
  horizonDays: 21,
  drivingGapMinutes: 30,
  maxVisitsPerDay: 4,
  stepMinutes: 30,
  kinds: [
    {
      id: 'in-home',
      name: 'In-home consultation',
      minutes: 60,
      place: 'home',
      where: 'At your home',
      about: 'We measure the room and talk through options.',
      haveReady: ['Photos of the room'],
      hours: { ...WEEKDAYS_9_TO_5, Saturday: [{ from: '09:00', to: '14:00' }] },
    },
    {
      id: 'showroom',
      name: 'Showroom visit',
      minutes: 45,
      place: 'showroom',
      where: 'Our showroom',
      about: 'Samples of cabinets, counters and tile.',
      haveReady: ['A budget range'],
      hours: { ...WEEKDAYS_9_TO_5, Saturday: [{ from: '09:00', to: '17:00' }] },
    },
    {
      id: 'video',
      name: 'Video call',
      minutes: 30,
      place: 'video',
      where: 'A video call',
      about: 'A first talk on a video call.',
      haveReady: ['Rough measurements'],
      hours: WEEKDAYS_9_TO_5,
    },
  ],
}

/** A clock tests set: `now()` reads it. */
export function testClock(start: string | Date) {
  let at = new Date(start)
  return {
    now: () => new Date(at),
    set: (to: string | Date) => {
      at = new Date(to)
    },
  }
}

/** The app with booking on, over a fresh database, at the clock's time. */
export function bookingSetup(
  options: { now?: () => Date; rateLimit?: { max: number; windowMs: number } } = {},
) {
  let links: ReturnType<typeof bookingLinks> | undefined
  const t = contactSetup(options.rateLimit, (dataDir, db) => {
    links = bookingLinks(loadBookingKey(dataDir), SITE)
    return {
      siteOrigin: SITE,
      booking: {
        db,
        links,
        siteUrl: SITE,
        rules: FIXTURE_RULES,
        ...(options.now ? { now: options.now } : {}),
      },
    }
  })

  /** A lead sent through the public form: its id and its booking link's token. */
  async function newLead(fields: Partial<typeof lead> = {}) {
    const res = await postContact(t.app, { ...lead, ...fields }, crypto.randomUUID()).expect(201)
    const token = bookingTokenOf(res.body.bookingUrl as string)
    expect(token).toBeDefined()
    return { id: res.body.id as string, token: token!, bookingUrl: res.body.bookingUrl as string }
  }

  /** The free times of a kind, as the API lists them. */
  async function slots(kind: string): Promise<Slot[]> {
    const res = await request(t.app).get(`/api/bookings/slots?kind=${kind}`).expect(200)
    return res.body.slots as Slot[]
  }

  /** POST /api/bookings, with an optional Idempotency-Key. */
  function book(body: Record<string, unknown>, key?: string) {
    const req = request(t.app).post('/api/bookings').set('Content-Type', 'application/json')
    if (key) req.set('Idempotency-Key', key)
    return req.send(JSON.stringify(body))
  }

  return { ...t, links: links!, newLead, slots, book }
}
