/**
 * What an e-mail kind of the outbox is: its name in the log and how its message is written, or
 * why its row is let go unsent. The mail sender (mail-sender.ts) sends what they write; each
 * kind has its file, named for it (owner-mail.ts, homeowner-mail.ts, server/booking/booking-*.ts).
 */
import type { SendMailOptions } from 'nodemailer'
import type { LeadSource } from '../../shared/lead-source'
import type { OutboxRow } from '../db/outbox'
import type { OutboxKind } from '../db/outbox-kinds'
import type { BookingLinks } from '../booking/booking-links'
import type { BookingService } from '../booking/booking-service'

/** The sender's settings a message is written with. */
export type ComposeContext = {
  /** the owner's addresses */
  to: string[]
  /** DATA_DIR, where the photos sent with leads are kept */
  dataDir?: string | undefined
  now: Date
  /** the file names of the photos sent with a lead, in order */
  photosOf: (leadId: string) => string[]
  /** where a lead came from, when its page said (server/db/lead-sources.ts) */
  sourceOf: (leadId: string) => LeadSource | undefined
  /** the addresses rows of `kind` went out to since `since`, those not yet marked sent included */
  sentToSince: (kind: OutboxKind, since: Date) => readonly string[]
  /** booking: the visits and their links; without it booking rows are let go */
  booking?: BookingMail | undefined
}

/** What the booking e-mails are written from. */
export type BookingMail = { service: BookingService; links: BookingLinks; siteUrl: string }

/** A message to send (the sender adds From), or why the row is done without one. */
export type Outgoing = { message: Omit<SendMailOptions, 'from'> } | { skip: string }

export type MailKind = {
  kind: OutboxKind
  /** what the log calls it: "mail: notification of lead … sent" */
  name: string
  compose: (row: OutboxRow, context: ComposeContext) => Promise<Outgoing>
}

/** A message to the request's homeowner: an automatic reply, to the one address they typed. */
export function toHomeowner(row: OutboxRow, mail: Omit<SendMailOptions, 'from' | 'to'>): Outgoing {
  return {
    message: {
      // an address object: nodemailer takes it as one address, never parsing it into several
      to: { name: '', address: row.email },
      ...mail,
      // an automatic reply (RFC 3834): out-of-office responders do not answer it
      headers: { 'Auto-Submitted': 'auto-replied' },
    },
  }
}
