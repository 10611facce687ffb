/**
 * Deleting what the privacy policy promises to delete: one person's leads when they ask
 * (`eraseLeads`), and whatever has outlived its retention period (`pruneExpired`).
 *
 * Both delete with `PRAGMA secure_delete`, so SQLite overwrites the freed space instead of
 * leaving the text readable in the file, and erasing then empties the write-ahead log, whose
 * older frames still hold copies of the pages from before the deletion.
 */
import { localDateKey } from '../../shared/new-york-time'
import {
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  LEAD_RETENTION_MONTHS,
  VIEW_COUNT_RETENTION_MONTHS,
} from '../../shared/retention'
import type { Db } from './database'
import { foldAddress } from './email-address'

const DAY_MS = 24 * 60 * 60 * 1000

export type Erased = {
  leads: number
  outbox: number
  /** idempotency keys */
  keys: number
  /** false when another connection kept the write-ahead log from being emptied just now */
  walEmptied: boolean
  /** the ids of the leads deleted: their photos go too */
  ids: string[]
}

export type Pruned = {
  leads: number
  outbox: number
  /** idempotency keys */
  keys: number
  /** rows of page view counts (a page's views from one host on one day) */
  views: number
}

/** Runs `work` with secure_delete on for this connection, then puts the setting back. */
function withSecureDelete<T>(db: Db, work: () => T): T {
  const before = db.pragma('secure_delete', { simple: true }) as number
  db.pragma('secure_delete = ON')
  try {
    return work()
  } finally {
    db.pragma(`secure_delete = ${before}`)
  }
}

/** Copies the write-ahead log into the file and truncates it; false if a reader was in the way. */
function emptyWriteAheadLog(db: Db): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[]
  return result?.busy === 0
}

/** The ids of the leads a deletion request names: a lead id, or every lead from an address. */
function matchingIds(db: Db, idOrEmail: string): string[] {
  const wanted = idOrEmail.trim()
  if (!wanted.includes('@')) {
    const row = db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE id = ?')
    const found = row.get(wanted.toLowerCase())
    return found ? [found.id] : []
  }
  const address = foldAddress(wanted)
  return db
    .prepare<[], { id: string; email: string }>('SELECT id, email FROM leads')
    .all()
    .filter((lead) => foldAddress(lead.email) === address)
    .map((lead) => lead.id)
}

/**
 * Deletes a lead by its id, or every lead from an e-mail address (any letter case), with their
 * outbox rows and the idempotency keys that answered them: a person's request to be forgotten.
 */
export function eraseLeads(db: Db, idOrEmail: string): Erased {
  const deleteOutbox = db.prepare('DELETE FROM outbox WHERE lead_id = ?')
  const deleteKeys = db.prepare("DELETE FROM idempotency_keys WHERE response ->> '$.id' = ?")
  const deleteLead = db.prepare('DELETE FROM leads WHERE id = ?')
  const erase = db.transaction(() => {
    const counts = { leads: 0, outbox: 0, keys: 0, ids: [] as string[] }
    for (const id of matchingIds(db, idOrEmail)) {
      counts.outbox += deleteOutbox.run(id).changes
      counts.keys += deleteKeys.run(id).changes
      const deleted = deleteLead.run(id).changes
      counts.leads += deleted
      if (deleted) counts.ids.push(id)
    }
    return counts
  })
  const counts = withSecureDelete(db, () => erase.immediate())
  return { ...counts, walEmptied: counts.leads > 0 ? emptyWriteAheadLog(db) : true }
}

/** The same moment `months` calendar months earlier (UTC), the day clamped to the month's end. */
export function monthsBefore(date: Date, months: number): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(date)
  result.setUTCDate(1)
  result.setUTCMonth(month)
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return result
}

/**
 * Forgets the photos of leads older than `days` (the lead itself stays for its own period);
 * returns those leads' ids, whose photo folders the caller removes.
 */
export function pruneExpiredPhotos(db: Db, days: number, now = new Date()): string[] {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  const old = 'SELECT id FROM leads WHERE created_at < ?'
  const prune = db.transaction(() => {
    const ids = db
      .prepare<[string], { id: string }>(
        `SELECT DISTINCT lead_id AS id FROM lead_photos WHERE lead_id IN (${old})`,
      )
      .all(before)
      .map((row) => row.id)
    db.prepare(`DELETE FROM lead_photos WHERE lead_id IN (${old})`).run(before)
    return ids
  })
  return prune.immediate()
}

/**
 * Deletes idempotency keys older than IDEMPOTENCY_KEY_RETENTION_DAYS, leads older than
 * LEAD_RETENTION_MONTHS calendar months, with their outbox rows (sent or not: the lead
 * is gone) and their sources (by the database's cascade), and page view counts of days older
 * than VIEW_COUNT_RETENTION_MONTHS. Something exactly at the limit stays. Returns what went.
 */
export function pruneExpired(db: Db, now = new Date()): Pruned {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS)
  const leadsBefore = monthsBefore(now, LEAD_RETENTION_MONTHS)
  const deleteKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?')
  const deleteOutbox = db.prepare(
    'DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)',
  )
  const deleteLeads = db.prepare('DELETE FROM leads WHERE created_at < ?')
  const viewsBefore = localDateKey(monthsBefore(now, VIEW_COUNT_RETENTION_MONTHS))
  const deleteViews = db.prepare('DELETE FROM page_views WHERE day < ?')
  const prune = db.transaction(() => ({
    keys: deleteKeys.run(keysBefore.toISOString()).changes,
    outbox: deleteOutbox.run(leadsBefore.toISOString()).changes,
    leads: deleteLeads.run(leadsBefore.toISOString()).changes,
    views: deleteViews.run(viewsBefore).changes,
  }))
  const pruned = withSecureDelete(db, () => prune.immediate())
  if (pruned.leads > 0) emptyWriteAheadLog(db)
  return pruned
}
