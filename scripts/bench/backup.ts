/**
 * `npm run bench -- --only=backup`: how long `npm run leads -- --backup` takes on a database of
 * 10,000 leads, and how big the copy is. The same code as the command: copy, then the checks.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupDatabase } from '../../server/db/backup'
import { DATABASE_FILE, openDatabase } from '../../server/db/database'
import { insertSampleLeads } from './sample-leads'

export const BACKUP_LEADS = 10_000
const RUNS = 3

export type BackupFigures = { leads: number; bytes: number; seconds: number; integrity: string }

/** Fills a scratch database with BACKUP_LEADS leads and backs it up RUNS times: the median run. */
export async function backupBench(): Promise<BackupFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-backup-'))
  try {
    const db = openDatabase(dir)
    insertSampleLeads(db, BACKUP_LEADS)
    db.close()
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await backupDatabase(join(dir, DATABASE_FILE), join(dir, `backup-${i}.sqlite`)))
    }
    const median = runs.sort((a, b) => a.seconds - b.seconds)[Math.floor(RUNS / 2)]!
    return {
      leads: median.leads,
      bytes: median.bytes,
      seconds: median.seconds,
      integrity: median.integrity.join(' '),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function formatBackup(figures: BackupFigures): string {
  return (
    `Backup (npm run leads -- --backup, median of ${RUNS}): ` +
    `${figures.leads.toLocaleString('en-US')} leads, ${(figures.bytes / 1e6).toFixed(1)} MB, ` +
    `${figures.seconds.toFixed(2)} s with the integrity check (${figures.integrity})`
  )
}
