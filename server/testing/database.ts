/** A real SQLite file for a test, and another process's hold on it. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { DATABASE_FILE, openDatabase } from '../db/database'
import { leadStore } from '../db/leads'

/**
 * A real SQLite file in a fresh temporary directory, for one test file; `busyTimeoutMs` as the
 * server's connection has it (SERVER_BUSY_TIMEOUT_MS) or the command line's (the default).
 */
export function temporaryDatabase(busyTimeoutMs?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-'))
  const db = openDatabase(dir, busyTimeoutMs)
  return {
    dir,
    db,
    store: leadStore(db),
    remove() {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Another connection to the database under `dataDir` holding its write lock, as
 * `npm run leads -- --delete` or Litestream does; `release` rolls back and closes it.
 */
export function holdWriteLock(dataDir: string) {
  const other = new Database(join(dataDir, DATABASE_FILE))
  other.exec('BEGIN IMMEDIATE')
  return {
    release() {
      other.exec('ROLLBACK')
      other.close()
    },
  }
}
