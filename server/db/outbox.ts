/**
 * The outbox of lead notifications: one row per lead and kind, written in the lead's own
 * transaction (server/db/leads.ts). The owner's e-mail rows are read and marked here by the mail
 * sender; the other kinds through outbox-queue.ts.
 */
import type { Db } from './database'
import { leadColumns, type StoredLead } from './leads'

/** A notification due now, with its lead. */
export type DueNotification = StoredLead & { outboxId: number; attempts: number }

/** The outbox's queries, prepared once. */
export function outbox(db: Db) {
  const due = db.prepare<[string], DueNotification>(`
    SELECT o.id AS outboxId, o.attempts, ${leadColumns('l')}
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind = 'owner-mail' AND o.sent_at IS NULL AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT 20`)
  const sent = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const photos = db.prepare<[string], { file: string }>(
    'SELECT file FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )
  return {
    /** up to 20 unsent notifications whose next attempt is due at `now` */
    due: (now: Date) => due.all(now.toISOString()),
    markSent: (outboxId: number, at: Date) => sent.run(at.toISOString(), outboxId),
    markFailed: (outboxId: number, retryAt: Date, error: string) =>
      failed.run(retryAt.toISOString(), error, outboxId),
    /** the file names of the photos sent with a lead, in order */
    photosOf: (leadId: string) => photos.all(leadId).map((row) => row.file),
  }
}
