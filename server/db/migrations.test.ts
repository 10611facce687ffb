import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE, migrate } from './database'
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
})
