/**
 * The devices signed in to the owner's desk. A session id is 32 random bytes held in the
 * device's cookie; the database keeps its SHA-256 only. Each sign-in makes a new id.
 */
import type { Member } from '../../shared/owner-api'
import type { Db } from '../db/database'
import { newToken, tokenHash } from './secret-token'

const DAY_MS = 24 * 60 * 60_000

/**
 * The desk lives on the owner's phone as an installed app, opened from a lead's alert: a session
 * that lapsed within days would put a passkey prompt between most alerts and their lead. A
 * phone used at least once a month stays signed in; one left unused for 30 days (a drawer, a
 * lost phone) is signed out.
 */
export const SESSION_IDLE_MS = 30 * DAY_MS

/**
 * However often it is used, a session ends 90 days after its sign-in: a copied cookie or a
 * forgotten device stops working, and a quarterly passkey prompt costs one tap.
 */
export const SESSION_LIFETIME_MS = 90 * DAY_MS

/** last_seen_at is written at most this often: not a database write on every request. */
export const LAST_SEEN_STEP_MS = 60_000

type Row = Member & { lastSeenAt: string }

/** The session queries, prepared once. */
export function sessions(db: Db) {
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO sessions (id_hash, member_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const pruneExpired = db.prepare<[string, string]>(
    'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?',
  )
  // a removed member's sessions are deleted with them; the join on removed_at is a second lock
  const find = db.prepare<[string, string, string], Row>(`
    SELECT m.id, m.name, s.last_seen_at AS lastSeenAt
    FROM sessions s JOIN team_members m ON m.id = s.member_id
    WHERE s.id_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND m.removed_at IS NULL`)
  const touch = db.prepare<[string, string]>(
    'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?',
  )
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?')

  const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS).toISOString()

  return {
    /** A new session for a member who just proved their passkey; returns the cookie's id. */
    start(memberId: string, now = new Date()): { token: string; expiresAt: Date } {
      const at = now.toISOString()
      // sessions past their time are of no use to anyone: cleared as new ones are made
      pruneExpired.run(at, idleSince(now))
      const token = newToken()
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
      insert.run(tokenHash(token), memberId, at, at, expiresAt.toISOString())
      return { token, expiresAt }
    },
    /** The member a session id belongs to, if it is live; marks it seen. */
    member(token: string, now = new Date()): Member | undefined {
      const hash = tokenHash(token)
      const row = find.get(hash, now.toISOString(), idleSince(now))
      if (!row) return undefined
      if (now.getTime() - Date.parse(row.lastSeenAt) >= LAST_SEEN_STEP_MS) {
        touch.run(now.toISOString(), hash)
      }
      return { id: row.id, name: row.name }
    },
    /**
     * Signs out one device. Signing out every device is team.signOutEverywhere: a lost phone
     * must lose its alerts, and its member's invites, with its session.
     */
    end(token: string): void {
      remove.run(tokenHash(token))
    },
  }
}

export type Sessions = ReturnType<typeof sessions>
