/**
 * The outbox: one row per message a lead or a change to its visit is to send, written in that
 * lead's or change's own transaction (server/db/leads.ts, server/booking/booking-store.ts), and
 * read and marked here by the outbox workers (server/outbox/worker.ts). A row is done once
 * `sent_at` is set: it went out, or, with the reason in `last_error`, it was let go unsent on
 * purpose (a confirmation over its limits, an alert with no device to go to).
 */
import type { Db } from './database'
import { leadColumns, type StoredLead } from './leads'
import type { OutboxKind } from './outbox-kinds'

/** A row whose attempt is due, with its lead. */
export type OutboxRow = StoredLead & {
  outboxId: number
  kind: OutboxKind
  attempts: number
  /** the booking change the row tells of, for the booking kinds */
  bookingChangeId: number | null
}

/** The outbox's queries, prepared once. */
export function outbox(db: Db) {
  const due = db.prepare<[string, string], OutboxRow>(`
    SELECT o.id AS outboxId, o.kind, o.attempts, o.booking_change_id AS bookingChangeId,
      ${leadColumns('l')}
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind IN (SELECT value FROM json_each(?)) AND o.sent_at IS NULL
      AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT 20`)
  const done = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = ? WHERE id = ?',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )
  const sentTo = db.prepare<[string, string], { email: string }>(`
    SELECT l.email FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.kind = ? AND o.sent_at >= ? AND o.last_error IS NULL`)
  return {
    /** up to 20 unsent rows of these kinds whose next attempt is due at `now`, oldest first */
    due: (now: Date, kinds: readonly OutboxKind[]) =>
      due.all(JSON.stringify(kinds), now.toISOString()),
    /** marks a row done: sent (`note` null), or let go unsent with `note` saying why */
    markDone: (outboxId: number, at: Date, note: string | null) =>
      done.run(at.toISOString(), note, outboxId),
    /** records a failed attempt and when to try again */
    markFailed: (outboxId: number, retryAt: Date, error: string) =>
      failed.run(retryAt.toISOString(), error, outboxId),
    /** the addresses of the leads whose row of `kind` went out since `since` */
    sentToSince: (kind: OutboxKind, since: Date) =>
      sentTo.all(kind, since.toISOString()).map((row) => row.email),
  }
}
