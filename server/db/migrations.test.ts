import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE, migrate } from './database'
import { team } from '../owner/team'
import { leadStore } from './leads'
import { migrations } from './migrations'

const dir = mkdtempSync(join(tmpdir(), 'migrations-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('migrations', () => {
  it('bring a file of an earlier schema up to date, keeping its leads', () => {
    const db = new Database(join(dir, DATABASE_FILE))
    // a file as the version before the last step left it, with a lead in it
    db.exec(migrations.slice(0, -1).join('\n'))
    db.pragma(`user_version = ${migrations.length - 1}`)
    db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email)
       VALUES ('a', '2026-01-01T00:00:00.000Z', 'Ann', 'Lee', '9145550123', 'ann@example.com')`,
    ).run()
    migrate(db)
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(leadStore(db).byId('a')).toMatchObject({ firstName: 'Ann', sentWithoutScript: 0 })
    db.close()
  })

  it('withdraw what "sign out everywhere" and removals left working, and tell shared names apart', () => {
    const db = new Database(join(dir, 'invites.sqlite'))
    // the desk as it was before invites were tied to their maker (the seventh step)
    const before = 6
    db.exec(migrations.slice(0, before).join('\n'))
    db.pragma(`user_version = ${before}`)
    const soon = new Date(Date.now() + 3_600_000).toISOString()
    db.exec(`
      INSERT INTO team_members (id, name, created_at, removed_at) VALUES
        ('a-maria', 'Maria', '2026-01-01T00:00:00.000Z', NULL),
        ('b-maria', 'maria', '2026-01-02T00:00:00.000Z', NULL),
        ('c-joe', 'Joe', '2026-01-03T00:00:00.000Z', NULL),
        ('d-gone', 'Joe', '2025-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z');
      INSERT INTO audit_log (at, member_id, action) VALUES
        ('2026-02-01T12:00:00.000Z', 'c-joe', 'signed-out-everywhere');
      INSERT INTO invites (token_hash, name, invited_by, created_at, expires_at) VALUES
        ('h1', 'Before', 'c-joe', '2026-02-01T11:00:00.000Z', '${soon}'),
        ('h2', 'After', 'c-joe', '2026-02-01T13:00:00.000Z', '${soon}'),
        ('h3', 'Gone', 'd-gone', '2025-05-01T00:00:00.000Z', '${soon}'),
        ('h4', 'Shell', NULL, '2026-02-01T11:00:00.000Z', '${soon}');
      INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at) VALUES
        ('https://push.example/lost', 'c-joe', 'k', 'a', '2026-01-15T00:00:00.000Z'),
        ('https://push.example/new', 'c-joe', 'k', 'a', '2026-02-02T00:00:00.000Z'),
        ('https://push.example/maria', 'a-maria', 'k', 'a', '2026-01-15T00:00:00.000Z');
    `)
    migrate(db)

    const invites = db
      .prepare(
        'SELECT token_hash AS hash, id, revoked_at AS revokedAt FROM invites ORDER BY token_hash',
      )
      .all() as { hash: string; id: string; revokedAt: string | null }[]
    expect(invites.map((i) => [i.hash, i.revokedAt !== null])).toEqual([
      ['h1', true],
      ['h2', false],
      ['h3', true],
      ['h4', false],
    ])
    for (const { id } of invites)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(invites.map((i) => i.id)).size).toBe(4)
    expect(
      db.prepare('SELECT endpoint FROM push_subscriptions ORDER BY endpoint').pluck().all(),
    ).toEqual(['https://push.example/maria', 'https://push.example/new'])
    expect(
      team(db)
        .list()
        .map((m) => m.name),
    ).toEqual(['Maria', 'maria (b-maria)', 'Joe'])
    expect(
      team(db)
        .pendingInvites()
        .map((i) => i.name),
    ).toEqual(['Shell', 'After'])
    db.close()
  })
})
