import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
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

/** A loopback port with nothing listening on it yet. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
