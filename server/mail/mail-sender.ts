/**
 * The outbox worker of the e-mails (mail-kind.ts): the owner's notification and the homeowner's
 * confirmation of each lead, and booking's e-mails and reminders, one after another in the order
 * they were written. A failure is retried with backoff, so a lead stored while SMTP was down is
 * mailed once SMTP is back (its confirmation only within the hour: confirmation-limits.ts).
 */
import type { Transporter } from 'nodemailer'
import type { BookingRules } from '../../shared/booking-rules'
import type { BookingLinks } from '../booking/booking-links'
import { bookingMail } from '../booking/booking-mail'
import { bookingOwnerMail } from '../booking/booking-owner-mail'
import { bookingReminder } from '../booking/booking-reminder'
import { bookingService } from '../booking/booking-service'
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'
import { outbox } from '../db/outbox'
import {
  startOutboxWorker,
  type OutboxHandler,
  type OutboxWorker,
  type WorkerOptions,
} from '../outbox/worker'
import { homeownerMail } from './homeowner-mail'
import type { BookingMail, MailKind } from './mail-kind'
import { ownerMail } from './owner-mail'

export type MailSettings = {
  transport: Transporter
  from: string
  to: string[]
  /** DATA_DIR, where the photos sent with leads are kept */
  dataDir?: string
  /** booking's database and links: its e-mails are written from them */
  booking?: { db: Db; links: BookingLinks; siteUrl: string; rules?: BookingRules }
}

const KINDS: readonly MailKind[] = [
  ownerMail,
  homeownerMail,
  bookingMail,
  bookingReminder,
  bookingOwnerMail,
]

/** The outbox kinds the mail sender sends. */
export const MAIL_KINDS = KINDS.map((mailKind) => mailKind.kind)

/** Starts the mail sender: woken as each lead is stored or a visit changes, polling besides. */
export function startMailSender(
  db: Db,
  mail: MailSettings,
  options: WorkerOptions = {},
): OutboxWorker {
  const clock = options.now ?? (() => new Date())
  const leads = leadStore(db)
  const rows = outbox(db)
  const booking: BookingMail | undefined = mail.booking && {
    service: bookingService({
      db,
      links: mail.booking.links,
      now: clock,
      ...(mail.booking.rules ? { rules: mail.booking.rules } : {}),
    }),
    links: mail.booking.links,
    siteUrl: mail.booking.siteUrl,
  }

  const handlers = KINDS.map((mailKind): OutboxHandler => ({
    kind: mailKind.kind,
    label: `mail: ${mailKind.name} of lead`,
    async send(row, { now, unmarked }) {
      const outgoing = await mailKind.compose(row, {
        to: mail.to,
        dataDir: mail.dataDir,
        now,
        photosOf: (leadId) => leads.photosOf(leadId).map((photo) => photo.file),
        sourceOf: leads.sourceOf,
        sentToSince: (kind, since) => [
          ...rows.sentToSince(kind, since),
          ...unmarked()
            .filter((sent) => sent.kind === kind)
            .map((sent) => sent.email),
        ],
        booking,
      })
      if ('skip' in outgoing) return { done: true, note: outgoing.skip }
      await mail.transport.sendMail({ from: mail.from, ...outgoing.message })
      return { done: true }
    },
  }))
  return startOutboxWorker(db, 'mail', handlers, { ...options, now: clock })
}
