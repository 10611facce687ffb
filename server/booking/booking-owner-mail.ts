/** The owner's e-mail of a visit the homeowner booked, moved or cancelled ('booking-owner-mail'). */
import type { MailKind } from '../mail/mail-kind'
import { ownerBookingEmail } from './booking-email'
import { visitOfRow } from './visit-of-row'

export const bookingOwnerMail: MailKind = {
  kind: 'booking-owner-mail',
  name: 'booking notice',
  async compose(row, { to, booking }) {
    const visit = visitOfRow(row, booking)
    if ('skip' in visit) return visit
    const { service, siteUrl } = visit.mail
    return {
      message: {
        to,
        ...ownerBookingEmail(visit.booking, visit.change, row, service, siteUrl),
        replyTo: { name: `${row.firstName} ${row.lastName}`, address: row.email },
      },
    }
  },
}
