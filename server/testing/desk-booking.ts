/**
 * The desk's booking API in tests: the real app and SQLite on a test clock, and a visit booked
 * from a request's private link. Kinds come from the owner's rules, never typed here.
 */
import request from 'supertest'
import { expect } from 'vitest'
import { bookingRules } from '../../.content/booking'
import { bookingTokenOf } from '../../shared/request-reference'
import { testClock } from './booking'
import type { Slot } from '../booking/slots'
import { lead as sentLead } from './contact'
import type { ownerSetup } from './owner-desk'

// Wednesday 2 December 2026, 10:00 in New York
export const clock = testClock('2026-12-02T15:00:00Z')
export const TODAY = '2026-12-02'
export const kind = bookingRules.kinds[0]!

export type Desk = ReturnType<typeof ownerSetup>

/** A lead sent through the public form, booked at its kind's first free time (or `pick`). */
export async function bookedVisit(
  desk: Desk,
  fields: Partial<typeof sentLead> = {},
  pick = (slots: Slot[]) => slots[0]!,
) {
  const sent = await request(desk.app)
    .post('/api/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ ...sentLead, ...fields })
    .expect(201)
  const leadId = sent.body.id as string
  const token = bookingTokenOf(sent.body.bookingUrl as string)!
  const slot = pick(await freeTimes(desk))
  const booked = await request(desk.app)
    .post('/api/bookings')
    .send({ token, kind: kind.id, start: slot.start })
    .expect(201)
  return { leadId, bookingId: booked.body.id as string, slot }
}

export async function freeTimes(desk: Desk): Promise<Slot[]> {
  const res = await request(desk.app).get(`/api/bookings/slots?kind=${kind.id}`).expect(200)
  const slots = res.body.slots as Slot[]
  expect(slots.length).toBeGreaterThan(1)
  return slots
}

/** The homeowner's e-mails of a visit waiting in the outbox: each change and its reason. */
export const toldHomeowner = (desk: Desk, bookingId: string) =>
  desk.db
    .prepare(
      `SELECT c.action, c.reason FROM outbox o JOIN booking_changes c ON c.id = o.booking_change_id
       WHERE o.kind = 'booking-mail' AND c.booking_id = ? ORDER BY o.id`,
    )
    .all(bookingId)

/** The New York date of a zoned ISO time: 2026-12-03T09:00:00-05:00 → 2026-12-03. */
export const dateOf = (zoned: string) => zoned.slice(0, 10)
