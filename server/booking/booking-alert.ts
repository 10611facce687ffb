/**
 * The team's phone alert for each visit a homeowner books, moves or cancels: "Visit booked:
 * In-home consultation" over "Mon, Mar 9, 9:00 AM · Chappaqua". The kind, day, time and town,
 * never the person: a lock screen is seen by whoever is near the phone. Its outbox rows
 * ('booking-alert') are written with each change the homeowner makes.
 */
import { shortDayAndTime } from '../../shared/new-york-time'
import type { TeamAlert } from '../../shared/team-alert'
import { deskLeadUrl } from '../../shared/team-alert'
import { pushOutcome } from '../alerts/push-alert'
import type { TeamPush } from '../alerts/team-push'
import type { Db } from '../db/database'
import type { OutboxHandler } from '../outbox/worker'
import { bookingStore, type Booking, type BookingChange } from './booking-store'
import { bookingRules } from '../../.content/booking'
import { reminderAt } from './reminder-time'

const TITLES: Record<BookingChange['action'], string> = {
  booked: 'Visit booked',
  confirmed: 'Visit confirmed',
  moved: 'Visit moved',
  cancelled: 'Visit cancelled',
}

/** The alert of one change to a visit. */
export function bookingAlert(booking: Booking, change: BookingChange, newCount: number): TeamAlert {
  const kind = bookingRules.kinds.find((k) => k.id === booking.kind)?.name ?? booking.kind
  const when = shortDayAndTime(booking.start)
  return {
    title: `${TITLES[change.action]}: ${kind}`,
    body: booking.town ? `${when} · ${booking.town}` : when,
    url: deskLeadUrl(booking.leadId),
    leadId: booking.leadId,
    newCount,
  }
}

/** The handler of the 'booking-alert' rows. */
export function bookingAlertHandler(db: Db, push: TeamPush): OutboxHandler {
  const bookings = bookingStore(db, reminderAt)
  return {
    kind: 'booking-alert',
    label: 'booking-alert: lead',
    async send(row) {
      const change = row.bookingChangeId === null ? undefined : bookings.change(row.bookingChangeId)
      const booking = change && bookings.byId(change.bookingId)
      if (!change || !booking) return { done: true, note: 'not alerted: the visit was deleted' }
      return pushOutcome(await push.sendToTeam(bookingAlert(booking, change, push.newLeads())))
    },
  }
}
