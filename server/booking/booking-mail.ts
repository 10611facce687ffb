/** The homeowner's e-mail of each change to their visit ('booking-mail'), with its calendar file. */
import { toHomeowner, type MailKind } from '../mail/mail-kind'
import { homeownerBookingEmail } from './booking-email'
import { visitOfRow } from './visit-of-row'

export const bookingMail: MailKind = {
  kind: 'booking-mail',
  name: 'booking e-mail',
  async compose(row, { booking }) {
    const visit = visitOfRow(row, booking)
    if ('skip' in visit) return visit
    const { service, links, siteUrl } = visit.mail
    const manage = links.pageUrl(row.id)
    return toHomeowner(
      row,
      homeownerBookingEmail(visit.booking, visit.change, service, siteUrl, manage),
    )
  },
}
