/** The visit and the change a booking outbox row tells of, for the booking e-mails. */
import type { OutboxRow } from '../db/outbox'
import type { BookingMail } from '../mail/mail-kind'
import type { Booking, BookingChange } from './booking-store'

/** The visit and change of `row`, or why the row is let go. */
export function visitOfRow(
  row: OutboxRow,
  booking: BookingMail | undefined,
): { skip: string } | { booking: Booking; change: BookingChange; mail: BookingMail } {
  if (!booking) return { skip: 'not sent: booking is not set up on this server' }
  const change =
    row.bookingChangeId === null ? undefined : booking.service.bookings.change(row.bookingChangeId)
  const visit = change && booking.service.bookings.byId(change.bookingId)
  if (!change || !visit) return { skip: 'not sent: the visit was deleted' }
  return { booking: visit, change, mail: booking }
}
