/**
 * A sender of one outbox kind: on each run of its loop (run-loop.ts) it sends what is due,
 * records a failure and tries again later with backoff. While
 * another process locks the database nothing waits for it: a row sent but not yet marked is kept
 * in memory and marked at a later run, so it is never sent twice by this process.
 */
import { isBusy, whenNotBusy } from './db/busy'
import type { Db } from './db/database'
import type { OutboxKind } from './db/outbox-kinds'
import { outboxQueue, type QueuedNotification } from './db/outbox-queue'
import { pendingMarks } from './db/pending-marks'
import { startRunLoop, type RunLoop } from './run-loop'

/** What became of one row: done (sent, or nothing left to send: `note` says why), or retry. */
export type Attempt = { done: true; note?: string } | { done: false; error: string }

export type WorkerOptions = {
  /** wait before attempt n+1 after n failures */
  retryDelayMs: (failures: number) => number
  /** how often the worker looks for due rows when nothing wakes it */
  pollMs?: number
  log?: (message: string) => void
}

/** Sends and stops: the handle start-server keeps for each sender. */
export type OutboxSenderHandle = RunLoop

/** Starts the loop for `kind`; `attempt` sends one row (a throw counts as a failure). */
export function startOutboxWorker(
  db: Db,
  kind: OutboxKind,
  attempt: (row: QueuedNotification) => Promise<Attempt>,
  options: WorkerOptions,
): OutboxSenderHandle {
  const log = options.log ?? (() => {})
  const queue = outboxQueue(db, kind)
  /** rows done while the database was locked: their mark is still to write */
  const unmarked = pendingMarks<{ at: Date; note: string | null }>((outboxId, { at, note }) =>
    queue.markDone(outboxId, at, note),
  )

  async function send(row: QueuedNotification) {
    let result: Attempt
    try {
      result = await attempt(row)
    } catch (error) {
      result = { done: false, error: (error as Error).message }
    }
    if (result.done) {
      log(`${kind}: lead ${row.leadId} ${result.note ?? 'sent'}`)
      await unmarked.mark(row.outboxId, { at: new Date(), note: result.note ?? null })
      return
    }
    const wait = options.retryDelayMs(row.attempts + 1)
    // a lock here leaves the row due as it was: it is tried again at the next run
    await whenNotBusy(() =>
      queue.markFailed(row.outboxId, new Date(Date.now() + wait), result.error),
    )
    log(
      `${kind}: lead ${row.leadId} failed (${result.error}); retry in ${Math.round(wait / 1000)} s`,
    )
  }

  async function runOnce(stopped: () => boolean) {
    try {
      await unmarked.startRun()
      for (const row of queue.due(new Date())) {
        if (stopped()) return
        if (!unmarked.has(row.outboxId)) await send(row)
      }
    } catch (error) {
      if (!isBusy(error)) throw error
      log(`${kind}: the database is locked by another process; trying again at the next run`)
    }
  }

  return startRunLoop(runOnce, options.pollMs ?? 5_000)
}
