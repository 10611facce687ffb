/**
 * The server's share of retention: what has outlived its period is deleted at start and every
 * hour (server/db/retention.ts says what goes). A database locked by another process is not
 * waited for: the run is tried again a minute later, and nothing is skipped.
 */
import { isBusy } from './db/busy'
import type { Db } from './db/database'
import type { LeadStore } from './db/leads'
import { pruneExpired, pruneExpiredPhotos } from './db/retention'
import { removeLeadPhotos, sweepOrphanPhotos } from './photos/photo-files'
import { sweepUploads } from './photos/upload-files'

/** Old leads and idempotency keys are deleted at start and then this often. */
const PRUNE_EVERY_MS = 60 * 60_000

/** A run that met another process's lock is tried again this much later. */
const RETRY_BUSY_MS = 60_000

export type RetentionSettings = {
  db: Db
  store: LeadStore
  dataDir: string
  photoRetentionDays: number
  notice: (message: string) => void
}

/** Prunes now and every hour; `stop` ends it (at shutdown, before the database closes). */
export function startRetention({
  db,
  store,
  dataDir,
  photoRetentionDays,
  notice,
}: RetentionSettings) {
  let retry: NodeJS.Timeout | undefined

  function prune() {
    const pruned = pruneExpired(db)
    if (pruned.leads > 0 || pruned.keys > 0 || pruned.views > 0) {
      notice(
        `retention: deleted ${pruned.leads} old lead(s), ${pruned.keys} old request key(s) ` +
          `and ${pruned.views} old row(s) of page counts`,
      )
    }
    for (const id of pruneExpiredPhotos(db, photoRetentionDays)) removeLeadPhotos(dataDir, id)
    // the photos of leads that are gone (deleted, or never committed when a request was cut)
    const swept = sweepOrphanPhotos(dataDir, (id) => store.byId(id) !== undefined)
    if (swept.length > 0) notice(`photos: removed ${swept.length} folder(s) without a lead`)
    // photos as received by a request the process never finished answering
    const unanswered = sweepUploads(dataDir)
    if (unanswered > 0)
      notice(`photos: removed ${unanswered} upload(s) left by unfinished requests`)
  }

  function run() {
    clearTimeout(retry)
    try {
      prune()
    } catch (error) {
      if (!isBusy(error)) throw error
      notice(`retention: the database is locked by another process; trying again in 1 min`)
      retry = setTimeout(run, RETRY_BUSY_MS).unref()
    }
  }

  run()
  const hourly = setInterval(run, PRUNE_EVERY_MS).unref()
  return {
    stop() {
      clearInterval(hourly)
      clearTimeout(retry)
    },
  }
}
