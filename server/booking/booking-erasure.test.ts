/**
 * A person's request to be forgotten takes their booked visit with it: the visit, its history,
 * its retry keys and the e-mails still waiting to tell of it.
 */
import { describe, expect, it } from 'vitest'
import { eraseLeads, pruneExpired } from '../db/retention'
import { bookingSetup, testClock } from '../testing/booking'

const clock = testClock('2026-12-02T15:00:00Z')

describe('erasing a lead with a booked visit', () => {
  const tables = ['bookings', 'booking_changes', 'booking_keys', 'outbox', 'leads'] as const

  it('deletes the visit, its changes, its keys and its e-mails', async () => {
    const t = bookingSetup({ now: clock.now })
    const { id, token } = await t.newLead()
    const [slot] = await t.slots('video')
    await t.book({ token, kind: 'video', start: slot!.start }, 'erase-key-1').expect(201)
    for (const table of tables) expect(t.count(table)).toBeGreaterThan(0)
    expect(eraseLeads(t.db, id).leads).toBe(1)
    for (const table of tables) expect(t.count(table)).toBe(0)
  })

  it('goes with the lead when the lead is old enough to be pruned', async () => {
    const t = bookingSetup({ now: clock.now })
    const { token } = await t.newLead()
    const [slot] = await t.slots('showroom')
    await t.book({ token, kind: 'showroom', start: slot!.start }).expect(201)
    pruneExpired(t.db, new Date('2030-01-01T00:00:00Z'))
    for (const table of tables) expect(t.count(table)).toBe(0)
  })
})
