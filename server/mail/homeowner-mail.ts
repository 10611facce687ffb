/**
 * The homeowner's confirmation of each request ('homeowner-mail'), or the reason it is held back
 * (confirmation-limits.ts): the confirmations that went out in the last day are counted, those
 * sent while the database was locked included.
 */
import { confirmationEmail } from './confirmation-email'
import { CONFIRMATION_WINDOW_MS, confirmationHeldBack } from './confirmation-limits'
import { toHomeowner, type MailKind } from './mail-kind'

export const homeownerMail: MailKind = {
  kind: 'homeowner-mail',
  name: 'confirmation',
  async compose(row, { now, sentToSince, booking }) {
    const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS)
    const reason = confirmationHeldBack(row.createdAt, row.email, now, () =>
      sentToSince('homeowner-mail', since),
    )
    if (reason) return { skip: reason }
    return toHomeowner(row, confirmationEmail(row.id, undefined, booking?.links.pageUrl(row.id)))
  },
}
