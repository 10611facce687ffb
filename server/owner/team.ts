/**
 * The people of the owner's desk and the invites that bring them in. A person joins by opening an
 * invite link on their phone and creating a passkey there (passkeys.ts); nobody has a password.
 * Removing someone keeps their row, so the audit log still names them, and ends their sessions
 * and alerts at once.
 */
import { randomUUID } from 'node:crypto'
import type { Member, TeamMember } from '../../shared/owner-api'
import type { Db } from '../db/database'
import { newToken, tokenHash } from './secret-token'

export type { Member, TeamMember }

/**
 * How long an invite link works: long enough to open it the next morning, short enough that a
 * link found later in a message thread has gone stale.
 */
export const INVITE_LIFETIME_MS = 24 * 60 * 60_000

/** What an invite token is worth right now. */
export type InviteState =
  | { kind: 'valid'; name: string; expiresAt: string }
  | { kind: 'unknown' }
  | { kind: 'used' }
  | { kind: 'expired' }

type InviteRow = { name: string; expiresAt: string; usedAt: string | null }

/** The team's queries, prepared once. */
export function team(db: Db) {
  const insertMember = db.prepare<[string, string, string]>(
    'INSERT INTO team_members (id, name, created_at) VALUES (?, ?, ?)',
  )
  const active = db.prepare<[string], Member>(
    'SELECT id, name FROM team_members WHERE id = ? AND removed_at IS NULL',
  )
  const everyone = db.prepare<[], TeamMember>(`
    SELECT m.id, m.name, m.created_at AS createdAt,
      (SELECT COUNT(*) FROM passkeys p WHERE p.member_id = m.id) AS passkeys,
      (SELECT MAX(p.last_used_at) FROM passkeys p WHERE p.member_id = m.id) AS lastSignInAt
    FROM team_members m WHERE m.removed_at IS NULL ORDER BY m.created_at, m.id`)
  const byName = db.prepare<[string], Member>(
    'SELECT id, name FROM team_members WHERE removed_at IS NULL AND lower(name) = lower(?)',
  )
  const markRemoved = db.prepare<[string, string]>(
    'UPDATE team_members SET removed_at = ? WHERE id = ? AND removed_at IS NULL',
  )
  const dropSessions = db.prepare<[string]>('DELETE FROM sessions WHERE member_id = ?')
  const dropAlerts = db.prepare<[string]>('DELETE FROM push_subscriptions WHERE member_id = ?')
  const insertInvite = db.prepare<[string, string, string | null, string, string]>(
    'INSERT INTO invites (token_hash, name, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const invite = db.prepare<[string], InviteRow>(
    'SELECT name, expires_at AS expiresAt, used_at AS usedAt FROM invites WHERE token_hash = ?',
  )
  const useInvite = db.prepare<[string, string, string]>(
    'UPDATE invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  )

  const inviteState = (token: string, now: Date): InviteState => {
    const row = invite.get(tokenHash(token))
    if (!row) return { kind: 'unknown' }
    if (row.usedAt) return { kind: 'used' }
    if (row.expiresAt <= now.toISOString()) return { kind: 'expired' }
    return { kind: 'valid', name: row.name, expiresAt: row.expiresAt }
  }

  return {
    /** Adds a person to the team. */
    add(name: string, now = new Date()): Member {
      const member = { id: randomUUID(), name }
      insertMember.run(member.id, name, now.toISOString())
      return member
    },
    /** A person still on the team, by id. */
    byId(id: string): Member | undefined {
      return active.get(id)
    },
    /** The people still on the team, first joined first, with passkeys and last sign-in. */
    list(): TeamMember[] {
      return everyone.all()
    },
    /** The people still on the team with this id, or this name in any letter case. */
    find(idOrName: string): Member[] {
      const byId = active.get(idOrName)
      return byId ? [byId] : byName.all(idOrName)
    },
    /**
     * Takes a person off the team: they can no longer sign in, their signed-in devices are
     * signed out and get no more alerts. Undefined: nobody on the team has this id.
     */
    remove: db.transaction((id: string, now = new Date()): Member | undefined => {
      const member = active.get(id)
      if (!member) return undefined
      markRemoved.run(now.toISOString(), id)
      dropSessions.run(id)
      dropAlerts.run(id)
      return member
    }),
    /**
     * A new invite for `name`, valid for INVITE_LIFETIME_MS and usable once. The token is
     * returned this once: only its hash is kept.
     */
    invite(
      name: string,
      invitedBy: string | null,
      now = new Date(),
    ): { token: string; expiresAt: string } {
      const token = newToken()
      const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString()
      insertInvite.run(tokenHash(token), name, invitedBy, now.toISOString(), expiresAt)
      return { token, expiresAt }
    },
    inviteState,
    /**
     * Uses up a valid invite and adds its person as `memberId`, in one transaction with
     * `andThen` (which stores their passkey): two phones racing with one link make one member.
     * Undefined: the invite was used or expired in the meantime.
     */
    join: db.transaction(
      (
        token: string,
        memberId: string,
        andThen: (member: Member) => void,
        now = new Date(),
      ): Member | undefined => {
        const at = now.toISOString()
        const row = invite.get(tokenHash(token))
        if (!row || useInvite.run(at, tokenHash(token), at).changes === 0) return undefined
        const member = { id: memberId, name: row.name }
        insertMember.run(member.id, member.name, at)
        andThen(member)
        return member
      },
    ),
  }
}

export type Team = ReturnType<typeof team>
