import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from './db/database'
import { leadStore } from './db/leads'

/** A real SQLite file in a fresh temporary directory, for one test file. */
export function temporaryDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-'))
  const db = openDatabase(dir)
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
