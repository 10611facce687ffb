import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations'

export type Db = Database.Database

export const DATABASE_FILE = 'leads.sqlite'

/** How long the command line waits for another process's lock: it has nobody else to serve. */
const CLI_BUSY_TIMEOUT_MS = 5000

/**
 * Opens (creating when missing) the SQLite file under the data directory and brings its schema
 * up to date. WAL lets the outbox workers read while a lead is written; synchronous=FULL means a
 * lead that was answered 2xx survives a crash or power cut. `busyTimeoutMs`: how long a statement
 * then waits for another process's lock (the server passes a few ms: see busy.ts); the schema
 * update itself may wait 5 s, before anything is served.
 */
export function openDatabase(dataDir: string, busyTimeoutMs = CLI_BUSY_TIMEOUT_MS): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma(`busy_timeout = ${CLI_BUSY_TIMEOUT_MS}`)
  migrate(db)
  db.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`)
  return db
}

/** Runs the migrations the file has not seen yet, each in its own transaction. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number
  migrations.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${current + index + 1}`)
    })()
  })
}
