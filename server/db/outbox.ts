/**
 * The outbox of lead notifications: one row per lead and kind, written in the lead's own
 * transaction (server/db/leads.ts). The e-mail rows (the owner's, the homeowner's) are read and
 * marked here by the mail sender; the other kinds through outbox-queue.ts. A row is done once
 * `sent_at` is set: it went out, or, with the reason in `last_error`, it was let go unsent on
 * purpose (a confirmation over its limits, an alert with no device to go to).
 */
import type { Db } from './database'
import { leadColumns, type StoredLead } from './leads'
import type { OutboxKind } from './outbox-kinds'

/** A notification due now, with its lead. */
export type DueNotification = StoredLead & {
  outboxId: number
  kind: OutboxKind
  attempts: number
  /** the booking change the row tells of, for the booking kinds */
  bookingChangeId: number | null
}

/** The outbox's queries, prepared once. */
export function outbox(db: Db) {
  const due = db.prepare<[string, string], DueNotification>(`
    SELECT o.id AS outboxId, o.kind, o.attempts, o.booking_change_id AS bookingChangeId,
      ${leadColumns('l')}
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind IN (SELECT value FROM json_each(?)) AND o.sent_at IS NULL
      AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT 20`)
  const sent = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const letGo = db.prepare('UPDATE outbox SET sent_at = ?, last_error = ? WHERE id = ?')
  const sentTo = db.prepare<[string, string], { email: string }>(`
    SELECT l.email FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind = ? AND o.sent_at >= ? AND o.last_error IS NULL`)
  const photos = db.prepare<[string], { file: string }>(
    'SELECT file FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )
  return {
    /** up to 20 unsent notifications of these kinds whose next attempt is due at `now` */
    due: (now: Date, kinds: readonly OutboxKind[]) =>
      due.all(JSON.stringify(kinds), now.toISOString()),
    markSent: (outboxId: number, at: Date) => sent.run(at.toISOString(), outboxId),
    markFailed: (outboxId: number, retryAt: Date, error: string) =>
      failed.run(retryAt.toISOString(), error, outboxId),
    /** marks a notification done without sending it, saying why */
    markSkipped: (outboxId: number, at: Date, reason: string) =>
      letGo.run(at.toISOString(), reason, outboxId),
    /** the addresses of the leads whose notification of `kind` went out since `since` */
    sentToSince: (kind: OutboxKind, since: Date) =>
      sentTo.all(kind, since.toISOString()).map((row) => row.email),
    /** the file names of the photos sent with a lead, in order */
    photosOf: (leadId: string) => photos.all(leadId).map((row) => row.file),
  }
}
