import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDatabase } from '../testing/database'
import { tokenHash } from './secret-token'
import { LAST_SEEN_STEP_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessions } from './sessions'
import { team } from './team'

const database = temporaryDatabase()
afterAll(() => database.remove())
const live = sessions(database.db)
const maria = team(database.db).add('Maria')

const at = (start: Date, ms: number) => new Date(start.getTime() + ms)
const lastSeen = (token: string) =>
  (
    database.db
      .prepare('SELECT last_seen_at AS lastSeenAt FROM sessions WHERE id_hash = ?')
      .get(tokenHash(token)) as { lastSeenAt: string }
  ).lastSeenAt

describe('a session', () => {
  it('is kept as the hash of its id only', () => {
    const { token } = live.start(maria.id)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(
      database.db.prepare('SELECT 1 FROM sessions WHERE id_hash = ?').get(token),
    ).toBeUndefined()
    expect(live.member(token)).toEqual(maria)
  })

  it('ends after 30 days without use', () => {
    const start = new Date('2026-01-01T00:00:00.000Z')
    const { token } = live.start(maria.id, start)
    // used a minute before its idle end: another 30 days from there
    const used = at(start, SESSION_IDLE_MS - 60_000)
    expect(live.member(token, used)).toEqual(maria)
    expect(live.member(token, at(used, SESSION_IDLE_MS + 1000))).toBeUndefined()
  })

  it('ends 90 days after its sign-in, however often it is used', () => {
    const start = new Date('2026-01-01T00:00:00.000Z')
    const { token, expiresAt } = live.start(maria.id, start)
    expect(expiresAt).toEqual(at(start, SESSION_LIFETIME_MS))
    for (let day = 10; day < 90; day += 10) {
      expect(live.member(token, at(start, day * 24 * 3_600_000))).toEqual(maria)
    }
    expect(live.member(token, at(start, SESSION_LIFETIME_MS - 1000))).toEqual(maria)
    expect(live.member(token, at(start, SESSION_LIFETIME_MS))).toBeUndefined()
  })

  it('notes its last use at most once a minute', () => {
    const start = new Date('2026-01-01T00:00:00.000Z')
    const { token } = live.start(maria.id, start)
    live.member(token, at(start, 30_000))
    expect(lastSeen(token)).toBe(start.toISOString())
    live.member(token, at(start, LAST_SEEN_STEP_MS))
    expect(lastSeen(token)).toBe(at(start, LAST_SEEN_STEP_MS).toISOString())
  })

  it('is cleared from the file once past its time, when the next one starts', () => {
    const old = live.start(maria.id, new Date('2020-01-01T00:00:00.000Z'))
    live.start(maria.id)
    expect(
      database.db.prepare('SELECT 1 FROM sessions WHERE id_hash = ?').get(tokenHash(old.token)),
    ).toBeUndefined()
  })
})
