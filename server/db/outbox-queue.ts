/**
 * The outbox rows of one kind, for a sender that needs only the lead's id (the push alert, the
 * webhook). The owner's e-mail reads its rows with the whole lead (outbox.ts).
 */
import type { Db } from './database'
import type { OutboxKind } from './outbox-kinds'

/** An unsent row whose attempt is due. */
export type QueuedNotification = {
  outboxId: number
  leadId: string
  /** when the lead was stored, ISO 8601 */
  leadCreatedAt: string
  attempts: number
  /** the booking change the row tells of, for the booking kinds */
  bookingChangeId: number | null
}

/** The queries of one kind's rows, prepared once. */
export function outboxQueue(db: Db, kind: OutboxKind) {
  const due = db.prepare<[OutboxKind, string], QueuedNotification>(`
    SELECT o.id AS outboxId, o.lead_id AS leadId, l.created_at AS leadCreatedAt, o.attempts,
      o.booking_change_id AS bookingChangeId
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind = ? AND o.sent_at IS NULL AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT 20`)
  // `note`: why a row is done without being sent (e.g. no device to alert), else null
  const done = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = ? WHERE id = ?',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )
  return {
    /** up to 20 unsent rows whose next attempt is due at `now`, oldest first */
    due: (now: Date) => due.all(kind, now.toISOString()),
    markDone: (outboxId: number, at: Date, note: string | null) =>
      done.run(at.toISOString(), note, outboxId),
    markFailed: (outboxId: number, retryAt: Date, error: string) =>
      failed.run(retryAt.toISOString(), error, outboxId),
  }
}
