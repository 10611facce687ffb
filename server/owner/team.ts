/**
 * The people of the owner's desk and the invites that bring them in. A person joins by opening an
 * invite link on their phone and creating a passkey there (passkeys.ts); nobody has a password.
 * Removing someone keeps their row, so the audit log still names them, and ends their sessions,
 * alerts and the invites they made at once; their "sign out everywhere" does the same, and keeps
 * them on the team. An invite made from the command line has no maker: it works until it is
 * used, revoked or expired. Two people on the team never share a name (memberNameKey): the desk
 * and the log tell people apart by it.
 */
import { randomUUID } from 'node:crypto'
import {
  memberNameKey,
  type Member,
  type PendingInvite,
  type TeamMember,
} from '../../shared/owner-api'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import { newToken, tokenHash } from './secret-token'

export type { Member, PendingInvite, TeamMember }

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
  /** revoked, or its maker was taken off the team or signed out everywhere */
  | { kind: 'revoked' }
  | { kind: 'expired' }
  /** someone on the team has this name (they joined since the invite was made) */
  | { kind: 'name-taken'; name: string }

/** 409: the name is another person's on the team, or a waiting invite's; the message says which. */
export class NameTaken extends HttpError {
  constructor(message: string) {
    super(409, message)
    this.name = 'NameTaken'
  }
}

/** What the desk says when `name` is taken by someone on the team. */
export const memberNameTaken = (name: string) =>
  `${name} is already on the team, and two people cannot share a name. ` +
  'Please add a last name or an initial.'

/** What the desk says when a waiting invite is for `name`. */
const inviteNameTaken = (name: string) =>
  `An invite for ${name} is already waiting, and two people cannot share a name. ` +
  'Send that link, or revoke it and make a new one.'

type InviteRow = {
  name: string
  expiresAt: string
  usedAt: string | null
  revokedAt: string | null
  /** 1: made by a member no longer on the team */
  makerGone: 0 | 1
}

type PendingRow = Omit<PendingInvite, 'invitedBy'> & {
  makerId: string | null
  makerName: string | null
}

/** The invites a person can still join with: not used, revoked or expired, their maker on the team. */
const PENDING = `
  i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > @now
  AND (i.invited_by IS NULL OR (m.id IS NOT NULL AND m.removed_at IS NULL))`

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
  const activeNames = db.prepare<[], Member>(
    'SELECT id, name FROM team_members WHERE removed_at IS NULL ORDER BY created_at, id',
  )
  const markRemoved = db.prepare<[string, string]>(
    'UPDATE team_members SET removed_at = ? WHERE id = ? AND removed_at IS NULL',
  )
  const dropSessions = db.prepare<[string]>('DELETE FROM sessions WHERE member_id = ?')
  const dropAlerts = db.prepare<[string]>('DELETE FROM push_subscriptions WHERE member_id = ?')
  const insertInvite = db.prepare<[string, string, string, string | null, string, string]>(
    `INSERT INTO invites (id, token_hash, name, invited_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const invite = db.prepare<[string], InviteRow>(`
    SELECT i.name, i.expires_at AS expiresAt, i.used_at AS usedAt, i.revoked_at AS revokedAt,
      (i.invited_by IS NOT NULL AND (m.id IS NULL OR m.removed_at IS NOT NULL)) AS makerGone
    FROM invites i LEFT JOIN team_members m ON m.id = i.invited_by
    WHERE i.token_hash = ?`)
  const useInvite = db.prepare<{ now: string; hash: string }>(`
    UPDATE invites SET used_at = @now
    WHERE token_hash = @hash AND used_at IS NULL AND revoked_at IS NULL AND expires_at > @now
      AND (invited_by IS NULL OR invited_by IN
        (SELECT id FROM team_members WHERE removed_at IS NULL))`)
  const pendingColumns = `i.id, i.name, i.created_at AS createdAt, i.expires_at AS expiresAt,
    i.invited_by AS makerId, m.name AS makerName
    FROM invites i LEFT JOIN team_members m ON m.id = i.invited_by`
  const pending = db.prepare<{ now: string }, PendingRow>(
    `SELECT ${pendingColumns} WHERE ${PENDING} ORDER BY i.created_at, i.id`,
  )
  const pendingById = db.prepare<{ now: string; id: string }, PendingRow>(
    `SELECT ${pendingColumns} WHERE i.id = @id AND ${PENDING}`,
  )
  const revokeOne = db.prepare<[string, string]>(
    'UPDATE invites SET revoked_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL',
  )
  const revokeMadeBy = db.prepare<{ now: string; memberId: string }>(`
    UPDATE invites SET revoked_at = @now
    WHERE invited_by = @memberId AND used_at IS NULL AND revoked_at IS NULL AND expires_at > @now`)

  const pendingInvite = (row: PendingRow): PendingInvite => ({
    id: row.id,
    name: row.name,
    invitedBy: row.makerId ? { id: row.makerId, name: row.makerName ?? '' } : null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  })

  /** The person on the team with this name (in any letter case, spacing, Unicode form). */
  const memberCalled = (name: string): Member | undefined => {
    const key = memberNameKey(name)
    return activeNames.all().find((member) => memberNameKey(member.name) === key)
  }

  /** Why nobody new may join as `name` now, or undefined when they may. */
  const nameProblem = (name: string, now: Date): string | undefined => {
    const member = memberCalled(name)
    if (member) return memberNameTaken(member.name)
    const key = memberNameKey(name)
    const waiting = pending.all({ now: now.toISOString() })
    const invited = waiting.find((row) => memberNameKey(row.name) === key)
    return invited ? inviteNameTaken(invited.name) : undefined
  }

  const inviteState = (token: string, now: Date): InviteState => {
    const row = invite.get(tokenHash(token))
    if (!row) return { kind: 'unknown' }
    if (row.usedAt) return { kind: 'used' }
    if (row.revokedAt || row.makerGone) return { kind: 'revoked' }
    if (row.expiresAt <= now.toISOString()) return { kind: 'expired' }
    if (memberCalled(row.name)) return { kind: 'name-taken', name: row.name }
    return { kind: 'valid', name: row.name, expiresAt: row.expiresAt }
  }

  return {
    /** Adds a person to the team; throws NameTaken when someone on it has the name. */
    add: db.transaction((name: string, now = new Date()): Member => {
      const taken = memberCalled(name)
      if (taken) throw new NameTaken(memberNameTaken(taken.name))
      const member = { id: randomUUID(), name }
      insertMember.run(member.id, name, now.toISOString())
      return member
    }),
    /** A person still on the team, by id. */
    byId(id: string): Member | undefined {
      return active.get(id)
    },
    /** The people still on the team, first joined first, with passkeys and last sign-in. */
    list(): TeamMember[] {
      return everyone.all()
    },
    /** The person still on the team with this id, or this name in any letter case. */
    find(idOrName: string): Member[] {
      const byId = active.get(idOrName)
      if (byId) return [byId]
      const byName = memberCalled(idOrName)
      return byName ? [byName] : []
    },
    /** Why nobody new may join as `name` now (a member or a waiting invite has it), if so. */
    nameProblem,
    /**
     * Takes a person off the team: they can no longer sign in, their signed-in devices are
     * signed out and get no more alerts, and the invites they made stop working. Undefined:
     * nobody on the team has this id.
     */
    remove: db.transaction((id: string, now = new Date()): Member | undefined => {
      const member = active.get(id)
      if (!member) return undefined
      const at = now.toISOString()
      markRemoved.run(at, id)
      dropSessions.run(id)
      dropAlerts.run(id)
      revokeMadeBy.run({ now: at, memberId: id })
      return member
    }),
    /**
     * A member's "sign out everywhere" (a lost phone): every device of theirs is signed out and
     * gets no more alerts, and the invites they made stop working; they stay on the team, and
     * their passkeys still sign in. Returns how many of each there were.
     */
    signOutEverywhere: db.transaction((memberId: string, now = new Date()) => {
      const at = now.toISOString()
      return {
        sessions: dropSessions.run(memberId).changes,
        alertDevices: dropAlerts.run(memberId).changes,
        invites: revokeMadeBy.run({ now: at, memberId }).changes,
      }
    }),
    /**
     * A new invite for `name`, valid for INVITE_LIFETIME_MS and usable once, made by the member
     * `invitedBy` (null: from the command line). The token is returned this once: only its hash
     * is kept. Throws NameTaken when someone on the team, or a waiting invite, has the name.
     */
    invite: db.transaction(
      (
        name: string,
        invitedBy: string | null,
        now = new Date(),
      ): { id: string; token: string; expiresAt: string } => {
        const problem = nameProblem(name, now)
        if (problem) throw new NameTaken(problem)
        const id = randomUUID()
        const token = newToken()
        const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString()
        insertInvite.run(id, tokenHash(token), name, invitedBy, now.toISOString(), expiresAt)
        return { id, token, expiresAt }
      },
    ),
    inviteState,
    /** The invites still waiting to be used, oldest first. */
    pendingInvites(now = new Date()): PendingInvite[] {
      return pending.all({ now: now.toISOString() }).map(pendingInvite)
    },
    /** Withdraws a waiting invite: its link stops working. Undefined: no waiting invite has this id. */
    revokeInvite: db.transaction((id: string, now = new Date()): PendingInvite | undefined => {
      const row = pendingById.get({ now: now.toISOString(), id })
      if (!row) return undefined
      revokeOne.run(now.toISOString(), id)
      return pendingInvite(row)
    }),
    /**
     * Uses up a valid invite and adds its person as `memberId`, in one transaction with
     * `andThen` (which stores their passkey): two phones racing with one link make one member.
     * Undefined: the invite was used, revoked or expired in the meantime, or someone on the team
     * took its name (inviteState says which).
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
        if (!row || memberCalled(row.name)) return undefined
        if (useInvite.run({ now: at, hash: tokenHash(token) }).changes === 0) return undefined
        const member = { id: memberId, name: row.name }
        insertMember.run(member.id, member.name, at)
        andThen(member)
        return member
      },
    ),
  }
}

export type Team = ReturnType<typeof team>
