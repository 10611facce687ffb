/**
 * A consistent copy of the leads database while the server keeps writing to it, with SQLite's
 * online backup API, checked before anyone relies on it.
 */
import { closeSync, openSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** A backup that could not be written, with what to do about it. */
export class BackupError extends Error {}

export type BackupReport = {
  file: string
  leads: number
  bytes: number
  /** SQLite's integrity_check of the copy: ['ok'] or the problems it found */
  integrity: string[]
  seconds: number
}

// Pages copied per step of the backup. A write by another connection between two steps restarts
// the copy from the first page, so under steady writes a paged backup may never end; in one
// step it reads a single snapshot (WAL lets the server keep writing meanwhile) and always ends.
const ALL_PAGES = 0x7fffffff

/** Creates the empty destination, refusing a file that exists: a backup never overwrites one. */
function claimDestination(file: string): void {
  try {
    closeSync(openSync(file, 'wx'))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') {
      throw new BackupError(`${file} already exists: pick a new name (a backup never overwrites).`)
    }
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupError(
        `The directory ${dirname(file)} does not exist: create it first, or pick another place.`,
      )
    }
    throw new BackupError(`Cannot write ${file}: ${(error as Error).message}`)
  }
}

/** Makes the copy one self-contained file (no -wal or -shm beside it), then checks it read-only. */
function checkCopy(file: string): Pick<BackupReport, 'leads' | 'integrity'> {
  const writable = new Database(file, { fileMustExist: true })
  writable.pragma('journal_mode = DELETE')
  writable.close()
  const copy = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = (copy.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    const { leads } = copy.prepare('SELECT count(*) AS leads FROM leads').get() as {
      leads: number
    }
    return { integrity, leads }
  } finally {
    copy.close()
  }
}

/**
 * Copies the database file `source` to `destination` (a new file in an existing directory),
 * then opens the copy read-only to run integrity_check and count its leads.
 */
export async function backupDatabase(source: string, destination: string): Promise<BackupReport> {
  const started = performance.now()
  claimDestination(destination)
  const db = new Database(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(destination, { progress: () => ALL_PAGES })
  } catch (error) {
    rmSync(destination, { force: true })
    throw error
  } finally {
    db.close()
  }
  const checked = checkCopy(destination)
  return {
    file: destination,
    ...checked,
    bytes: statSync(destination).size,
    seconds: (performance.now() - started) / 1000,
  }
}
