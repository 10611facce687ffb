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

export const MAIL_KINDS = ['owner-mail', 'homeowner-mail'] as const satisfies readonly OutboxKind[]
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
}

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
    async compose(row, { now, confirmationsSentTo }) {
      const reason = confirmationHeldBack(row.createdAt, row.email, now, confirmationsSentTo)
      if (reason) return { skip: reason }
      return {
        message: {
          // an address object: nodemailer takes it as one address, never parsing it into several
          to: { name: '', address: row.email },
          ...confirmationEmail(row.id),
          // an automatic reply (RFC 3834): out-of-office responders do not answer it
          headers: { 'Auto-Submitted': 'auto-replied' },
        },
      }
    },
  },
}

/** How the mail sender writes a row of this kind; only mail kinds are ever asked for. */
export function mailKind(kind: OutboxKind): Kind {
  if (!(MAIL_KINDS as readonly OutboxKind[]).includes(kind)) {
    throw new Error(`the mail sender does not send ${kind} rows`)
  }
  return kinds[kind as MailKind]
}
