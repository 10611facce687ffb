/**
 * Who did what on the owner's desk, and when: who viewed, changed, exported or deleted which
 * lead, who signed in, who invited or removed whom, who revoked which invite. Rows are only ever added.
 */
import type { Db } from '../db/database'

export type AuditAction =
  | 'viewed'
  | 'changed-status'
  | 'changed-notes'
  | 'exported'
  | 'deleted'
  | 'signed-in'
  | 'joined'
  | 'signed-out'
  | 'signed-out-everywhere'
  | 'invited'
  | 'revoked-invite'
  | 'removed-member'
  | 'booking-confirmed'
  | 'booking-moved'
  | 'booking-cancelled'
  | 'blocked-time'
  | 'unblocked-time'
  | 'replaced-calendar-address'

const prepare = (db: Db) =>
  db.prepare<[string, string | null, AuditAction, string | null, string | null]>(
    'INSERT INTO audit_log (at, member_id, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)',
  )

/** Each database's statement, prepared at its first use. */
const statements = new WeakMap<Db, ReturnType<typeof prepare>>()

/**
 * Adds a line to the audit log. `memberId` null: done from the command line, by whoever has the
 * server's shell.
 */
export function audit(
  db: Db,
  memberId: string | null,
  action: AuditAction,
  leadId?: string,
  detail?: string,
): void {
  let insert = statements.get(db)
  if (!insert) {
    insert = prepare(db)
    statements.set(db, insert)
  }
  insert.run(new Date().toISOString(), memberId, action, leadId ?? null, detail ?? null)
}
