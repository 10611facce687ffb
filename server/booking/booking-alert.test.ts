/** The team's alert of a booked visit: what a lock screen may show, and nothing of the person. */
import { describe, expect, it } from 'vitest'
import { lead } from '../testing/contact'
import { bookingAlert } from './booking-alert'
import { bookingSetup, testClock } from '../testing/booking'
import { bookingService } from './booking-service'

const clock = testClock('2026-12-02T15:00:00Z')

describe('the alert of a booked visit', () => {
  it('names the kind, day, time and town, never the person', async () => {
    const t = bookingSetup({ now: clock.now })
    const { id, token } = await t.newLead()
    const start = '2026-12-04T10:00:00-05:00'
    await t
      .book({ token, kind: 'in-home', start, town: 'Chappaqua', address: '1 Elm St' })
      .expect(201)
    const service = bookingService({ db: t.db, links: t.links, now: clock.now })
    const booking = service.bookings.activeOf(id)!
    const change = service.bookings.lastChange(booking.id, 'booked')!
    const alert = bookingAlert(booking, change, 0)
    expect(alert.title).toMatch(/^Visit booked: /)
    expect(alert.body).toBe('Fri, Dec 4, 10:00 AM · Chappaqua')
    const shown = `${alert.title} ${alert.body}`
    for (const personal of [lead.firstName, lead.lastName, lead.phone, lead.email, '1 Elm St']) {
      expect(shown).not.toContain(personal)
    }
  })
})
