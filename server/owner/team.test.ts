import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDatabase } from '../test-support'
import { tokenHash } from './secret-token'
import { sessions } from './sessions'
import { INVITE_LIFETIME_MS, team } from './team'

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

describe('the team', () => {
  it('finds a person by id or by name in any letter case, and lists everyone', () => {
    const cy = people.add('Cy Young')
    expect(people.find(cy.id)).toEqual([cy])
    expect(people.find('cy young')).toEqual([cy])
    people.add('Cy Young')
    expect(people.find('CY YOUNG')).toHaveLength(2)
    expect(people.list().map((m) => m.name)).toContain('Cy Young')
  })

  it('takes someone off: no sessions, no alerts, still named in the log', () => {
    const dee = people.add('Dee')
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
    expect(people.byId(dee.id)).toBeUndefined()
    expect(people.list().map((m) => m.id)).not.toContain(dee.id)
    expect(database.db.prepare('SELECT name FROM team_members WHERE id = ?').get(dee.id)).toEqual({
      name: 'Dee',
    })
    expect(people.remove(dee.id)).toBeUndefined()
  })
})
