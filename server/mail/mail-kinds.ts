/**
 * The outbox kinds the mail sender sends, and how it writes each: the owner's e-mail with the
 * lead and its photos, and the homeowner's confirmation, or the reason it is not sent.
 */
import type { SendMailOptions } from 'nodemailer'
import type { DueNotification } from '../db/outbox'
import type { OutboxKind } from '../db/outbox-kinds'
import { confirmationEmail } from './confirmation-email'
import { confirmationHeldBack } from './confirmation-limits'
import { leadEmail } from './lead-email'
import { photoAttachments, photoNote } from './photo-attachments'
import type { BookingLinks } from '../booking/booking-links'
import type { BookingService } from '../booking/booking-service'
import type { Booking, BookingChange } from '../booking/booking-store'
import { homeownerBookingEmail, ownerBookingEmail, reminderEmail } from '../booking/booking-email'

export const MAIL_KINDS = [
  'owner-mail',
  'homeowner-mail',
  'booking-mail',
  'booking-reminder',
  'booking-owner-mail',
] as const satisfies readonly OutboxKind[]
type MailKind = (typeof MAIL_KINDS)[number]

/** The sender's settings a message is written with. */
export type ComposeContext = {
  /** the owner's addresses */
  to: string[]
  /** DATA_DIR, where the photos sent with leads are kept */
  dataDir?: string | undefined
  now: Date
  /** the file names of the photos sent with a lead, in order */
  photosOf: (leadId: string) => string[]
  /** the addresses confirmations went to in the last 24 hours, read only when needed */
  confirmationsSentTo: () => readonly string[]
  /** booking: the visits and their links; without it booking rows are let go */
  booking?: BookingMail | undefined
}

/** What the booking e-mails are written from. */
export type BookingMail = { service: BookingService; links: BookingLinks; siteUrl: string }

/** A message to send (the sender adds From), or why the row is done without one. */
export type Outgoing = { message: Omit<SendMailOptions, 'from'> } | { skip: string }

type Kind = {
  /** what the log calls it: "mail: notification of lead … sent" */
  name: string
  compose: (row: DueNotification, context: ComposeContext) => Promise<Outgoing>
}

const kinds: Record<MailKind, Kind> = {
  'owner-mail': {
    name: 'notification',
    async compose(row, { to, dataDir, photosOf }) {
      const files = photosOf(row.id)
      const photos =
        dataDir && files.length
          ? await photoAttachments(dataDir, row.id, files)
          : { attachments: [], total: files.length }
      const message = leadEmail(row, photoNote(row.id, photos))
      return { message: { to, ...message, attachments: photos.attachments } }
    },
  },
  'homeowner-mail': {
    name: 'confirmation',
    async compose(row, { now, confirmationsSentTo, booking }) {
      const reason = confirmationHeldBack(row.createdAt, row.email, now, confirmationsSentTo)
      if (reason) return { skip: reason }
      return toHomeowner(row, confirmationEmail(row.id, undefined, booking?.links.pageUrl(row.id)))
    },
  },
  'booking-mail': {
    name: 'booking e-mail',
    async compose(row, { booking }) {
      const visit = visitOfRow(row, booking)
      if ('skip' in visit) return visit
      const { service, links, siteUrl } = booking!
      const manage = links.pageUrl(row.id)
      return toHomeowner(
        row,
        homeownerBookingEmail(visit.booking, visit.change, service, siteUrl, manage),
      )
    },
  },
  'booking-reminder': {
    name: 'reminder',
    async compose(row, { booking }) {
      const visit = visitOfRow(row, booking)
      if ('skip' in visit) return visit
      if (visit.booking.status === 'cancelled') return { skip: 'not sent: the visit was cancelled' }
      if (visit.booking.start !== visit.change.toStart) {
        return { skip: 'not sent: the visit was moved' }
      }
      return toHomeowner(
        row,
        reminderEmail(visit.booking, booking!.service, booking!.links.pageUrl(row.id)),
      )
    },
  },
  'booking-owner-mail': {
    name: 'booking notice',
    async compose(row, { to, booking }) {
      const visit = visitOfRow(row, booking)
      if ('skip' in visit) return visit
      const { service, siteUrl } = booking!
      return {
        message: {
          to,
          ...ownerBookingEmail(visit.booking, visit.change, row, service, siteUrl),
          replyTo: { name: `${row.firstName} ${row.lastName}`, address: row.email },
        },
      }
    },
  },
}

/** A message to the request's homeowner: an automatic reply, to the one address they typed. */
function toHomeowner(row: DueNotification, mail: Omit<SendMailOptions, 'from' | 'to'>): Outgoing {
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

/** The visit and the change a booking row tells of, or why it is let go. */
function visitOfRow(
  row: DueNotification,
  booking: BookingMail | undefined,
): { skip: string } | { booking: Booking; change: BookingChange } {
  if (!booking) return { skip: 'not sent: booking is not set up on this server' }
  const change =
    row.bookingChangeId === null ? undefined : booking.service.bookings.change(row.bookingChangeId)
  const visit = change && booking.service.bookings.byId(change.bookingId)
  if (!change || !visit) return { skip: 'not sent: the visit was deleted' }
  return { booking: visit, change }
}

/** How the mail sender writes a row of this kind; only mail kinds are ever asked for. */
export function mailKind(kind: OutboxKind): Kind {
  if (!(MAIL_KINDS as readonly OutboxKind[]).includes(kind)) {
    throw new Error(`the mail sender does not send ${kind} rows`)
  }
  return kinds[kind as MailKind]
}
