/**
 * The homeowner's reminder the day before their visit ('booking-reminder', due at reminderAt),
 * let go when the visit was cancelled or moved since the row was written.
 */
import { toHomeowner, type MailKind } from '../mail/mail-kind'
import { reminderEmail } from './booking-email'
import { visitOfRow } from './visit-of-row'

export const bookingReminder: MailKind = {
  kind: 'booking-reminder',
  name: 'reminder',
  async compose(row, { booking }) {
    const visit = visitOfRow(row, booking)
    if ('skip' in visit) return visit
    if (visit.booking.status === 'cancelled') return { skip: 'not sent: the visit was cancelled' }
    if (visit.booking.start !== visit.change.toStart) {
      return { skip: 'not sent: the visit was moved' }
    }
    const { service, links } = visit.mail
    return toHomeowner(row, reminderEmail(visit.booking, service, links.pageUrl(row.id)))
  },
}
