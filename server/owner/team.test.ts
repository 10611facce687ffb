import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDatabase } from '../testing/database'
import { tokenHash } from './secret-token'
import { sessions } from './sessions'
import { INVITE_LIFETIME_MS, NameTaken, team } from './team'

const database = temporaryDatabase()
afterAll(() => database.remove())
const people = team(database.db)

describe('invites', () => {
  it('keep only the hash of their token, and work until 24 hours have passed', () => {
    const made = new Date('2026-03-01T18:00:00.000Z')
    const { token, expiresAt } = people.invite('Maria', null, made)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = database.db.prepare('SELECT token_hash AS hash FROM invites').all()
    expect(stored).toEqual([{ hash: tokenHash(token) }])
    expect(people.inviteState(token, new Date(made.getTime() + INVITE_LIFETIME_MS - 1))).toEqual({
      kind: 'valid',
      name: 'Maria',
      expiresAt,
    })
    expect(people.inviteState(token, new Date(made.getTime() + INVITE_LIFETIME_MS)).kind).toBe(
      'expired',
    )
  })

  it('let one person join, once', () => {
    const { token } = people.invite('Joe', null)
    const stored: string[] = []
    const joined = people.join(token, 'joe-id', (member) => stored.push(member.id))
    expect(joined).toEqual({ id: 'joe-id', name: 'Joe' })
    expect(stored).toEqual(['joe-id'])
    expect(people.join(token, 'joe-again', () => stored.push('again'))).toBeUndefined()
    expect(stored).toEqual(['joe-id'])
    expect(people.inviteState(token, new Date()).kind).toBe('used')
  })

  it('leave nothing behind when the passkey cannot be stored', () => {
    const { token } = people.invite('Ann', null)
    expect(() =>
      people.join(token, 'ann-id', () => {
        throw new Error('disk full')
      }),
    ).toThrow('disk full')
    expect(people.byId('ann-id')).toBeUndefined()
    expect(people.inviteState(token, new Date()).kind).toBe('valid')
  })
})

const subscribe = (memberId: string, endpoint: string) =>
  database.db
    .prepare(
      "INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at) VALUES (?, ?, 'k', 'a', '2026-01-01')",
    )
    .run(endpoint, memberId)

describe('invites and the member who made them', () => {
  it('stop working once their maker is taken off the team, and leave the waiting list', () => {
    const maker = people.add('Maker Removed')
    const { id, token } = people.invite('Guest of Removed', maker.id)
    expect(people.pendingInvites().map((i) => i.id)).toContain(id)
    people.remove(maker.id)
    expect(people.inviteState(token, new Date())).toEqual({ kind: 'revoked' })
    expect(people.pendingInvites().map((i) => i.id)).not.toContain(id)
    expect(people.join(token, 'guest-of-removed', () => {})).toBeUndefined()
    expect(people.byId('guest-of-removed')).toBeUndefined()
  })

  it('stop working once their maker is taken off the team some other way', () => {
    const maker = people.add('Maker Marked')
    const { token } = people.invite('Guest of Marked', maker.id)
    // a second lock: the row of the maker, whatever took them off
    database.db
      .prepare("UPDATE team_members SET removed_at = '2026-01-01' WHERE id = ?")
      .run(maker.id)
    expect(people.inviteState(token, new Date()).kind).toBe('revoked')
    expect(people.join(token, 'guest-of-marked', () => {})).toBeUndefined()
  })

  it('made before their maker signed out everywhere stop working; later ones work', () => {
    const maker = people.add('Maker Lost Phone')
    const other = people.add('Other Maker')
    const before = people.invite('Before Signout', maker.id)
    const othersInvite = people.invite('Other Guest', other.id)
    const fromShell = people.invite('Shell Guest', null)
    const live = sessions(database.db)
    const phone = live.start(maker.id)
    subscribe(maker.id, 'https://push.example/lost-phone')
    subscribe(other.id, 'https://push.example/other-phone')

    expect(people.signOutEverywhere(maker.id)).toEqual({
      sessions: 1,
      alertDevices: 1,
      invites: 1,
    })
    expect(live.member(phone.token)).toBeUndefined()
    expect(people.inviteState(before.token, new Date()).kind).toBe('revoked')
    expect(people.inviteState(othersInvite.token, new Date()).kind).toBe('valid')
    expect(people.inviteState(fromShell.token, new Date()).kind).toBe('valid')
    const devices = database.db
      .prepare('SELECT member_id AS memberId FROM push_subscriptions')
      .all() as { memberId: string }[]
    expect(devices.map((d) => d.memberId)).toEqual([other.id])
    // still on the team: an invite made afterwards works
    expect(people.byId(maker.id)).toEqual(maker)
    const after = people.invite('After Signout', maker.id)
    expect(people.inviteState(after.token, new Date()).kind).toBe('valid')
  })

  it('are listed while waiting, with their maker, and can be revoked once', () => {
    const maker = people.add('Lister')
    const made = new Date()
    const invite = people.invite('Listed Guest', maker.id, made)
    const shell = people.invite('Listed Shell Guest', null, made)
    const listed = people.pendingInvites(made)
    expect(listed).toContainEqual({
      id: invite.id,
      name: 'Listed Guest',
      invitedBy: maker,
      createdAt: made.toISOString(),
      expiresAt: invite.expiresAt,
    })
    expect(listed.find((i) => i.id === shell.id)?.invitedBy).toBeNull()
    const later = new Date(made.getTime() + INVITE_LIFETIME_MS)
    expect(people.pendingInvites(later).map((i) => i.id)).not.toContain(invite.id)

    expect(people.revokeInvite(invite.id)).toMatchObject({ id: invite.id, name: 'Listed Guest' })
    expect(people.revokeInvite(invite.id)).toBeUndefined()
    expect(people.inviteState(invite.token, new Date()).kind).toBe('revoked')
    expect(people.join(invite.token, 'listed-guest', () => {})).toBeUndefined()
    expect(people.pendingInvites().map((i) => i.id)).not.toContain(invite.id)
  })
})

describe('names', () => {
  it('are one person’s: a name taken on the team or by a waiting invite is refused', () => {
    const cy = people.add('Cy Young')
    expect(() => people.add(' cy  YOUNG ')).toThrow(NameTaken)
    expect(() => people.invite('CY YOUNG', cy.id)).toThrow(
      'Cy Young is already on the team, and two people cannot share a name.',
    )
    // the full-width letters Unicode has as look-alikes count as the same
    expect(() => people.invite('Ｃｙ Ｙｏｕｎｇ', null)).toThrow(NameTaken)
    people.invite('Dot', cy.id)
    expect(() => people.invite('dot', null)).toThrow(
      'An invite for Dot is already waiting, and two people cannot share a name.',
    )
    // the database refuses a second one too, whatever the code above it
    const insert = database.db.prepare(
      "INSERT INTO team_members (id, name, created_at) VALUES (?, 'CY YOUNG', '2026-01-01')",
    )
    expect(() => insert.run('second-cy')).toThrow(/UNIQUE/)
  })

  it('an invite whose name someone took since is refused, and makes nobody', () => {
    const { token } = people.invite('Eve', null)
    people.add('EVE')
    expect(people.inviteState(token, new Date())).toEqual({ kind: 'name-taken', name: 'Eve' })
    expect(people.join(token, 'second-eve', () => {})).toBeUndefined()
    expect(people.byId('second-eve')).toBeUndefined()
  })

  it('free up when their person leaves the team', () => {
    const fay = people.add('Fay')
    expect(() => people.invite('Fay', null)).toThrow(NameTaken)
    people.remove(fay.id)
    expect(people.invite('Fay', null).token).toBeDefined()
  })
})

describe('the team', () => {
  it('finds a person by id or by name in any letter case, and lists everyone', () => {
    const cy = people.add('Cy Youngest')
    expect(people.find(cy.id)).toEqual([cy])
    expect(people.find('cy youngest')).toEqual([cy])
    expect(people.find('nobody')).toEqual([])
    expect(people.list().map((m) => m.name)).toContain('Cy Youngest')
  })

  it('takes someone off: no sessions, no alerts, no invites, still named in the log', () => {
    const dee = people.add('Dee')
    const { token: invite } = people.invite('Guest of Dee', dee.id)
    const live = sessions(database.db)
    const { token } = live.start(dee.id)
    database.db
      .prepare(
        "INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at) VALUES ('https://push.example/dee', ?, 'k', 'a', '2026-01-01')",
      )
      .run(dee.id)
    expect(people.remove(dee.id)).toEqual(dee)
    expect(live.member(token)).toBeUndefined()
    const left = (table: string) =>
      database.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`).get(dee.id)
    expect(left('sessions')).toEqual({ n: 0 })
    expect(left('push_subscriptions')).toEqual({ n: 0 })
    expect(people.inviteState(invite, new Date()).kind).toBe('revoked')
    expect(
      database.db.prepare('SELECT revoked_at AS at FROM invites WHERE invited_by = ?').get(dee.id),
    ).toEqual({ at: expect.any(String) })
    expect(people.byId(dee.id)).toBeUndefined()
    expect(people.list().map((m) => m.id)).not.toContain(dee.id)
    expect(database.db.prepare('SELECT name FROM team_members WHERE id = ?').get(dee.id)).toEqual({
      name: 'Dee',
    })
    expect(people.remove(dee.id)).toBeUndefined()
  })
})
