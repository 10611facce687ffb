/**
 * The outbox worker: on each run of its loop (run-loop.ts) it sends the rows of its kinds that
 * are due, oldest first, each through its kind's handler; it records a failure and tries again
 * after the kind's backoff (retry-delay.ts). While another process locks the database nothing
 * waits for it: a row done but not yet marked is kept in memory (pending-marks.ts) and marked at
 * a later run, so it is never sent twice by this process.
 */
import { isBusy, whenNotBusy } from '../db/busy'
import type { Db } from '../db/database'
import { outbox, type OutboxRow } from '../db/outbox'
import type { OutboxKind } from '../db/outbox-kinds'
import { pendingMarks } from './pending-marks'
import { retryDelay } from './retry-delay'
import { startRunLoop, type RunLoop } from './run-loop'

export type { OutboxRow }

/** What became of one row: done (sent, or nothing left to send: `note` says why), or retry. */
export type Attempt = { done: true; note?: string } | { done: false; error: string }

/** What a handler is given besides its row. */
export type Sending = {
  /** the worker's clock when the row was taken up */
  now: Date
  /** the rows this worker sent (done without a note) whose mark is still to write */
  unmarked: () => readonly OutboxRow[]
}

/** How the rows of one kind are sent. */
export type OutboxHandler = {
  kind: OutboxKind
  /** what log lines call a row, before its lead's id: "mail: confirmation of lead" */
  label: string
  /** sends one row; a throw counts as a failure */
  send: (row: OutboxRow, sending: Sending) => Promise<Attempt>
}

export type WorkerOptions = {
  /** how often the worker looks for due rows when nothing wakes it */
  pollMs?: number
  log?: (message: string) => void
  /** the clock rows fall due by; tests move it (a reminder is due the day before its visit) */
  now?: () => Date
  /** tests shorten the kinds' backoff: the wait before attempt n+1 after n failures */
  retryDelayMs?: (failures: number) => number
}

/** Sends and stops: the handle start-server keeps for each worker. */
export type OutboxWorker = RunLoop

/**
 * Starts the loop that sends the rows of `handlers`' kinds, one at a time; `name` begins the
 * worker's own log lines ("mail: the database is locked …").
 */
export function startOutboxWorker(
  db: Db,
  name: string,
  handlers: readonly OutboxHandler[],
  options: WorkerOptions = {},
): OutboxWorker {
  const log = options.log ?? (() => {})
  const clock = options.now ?? (() => new Date())
  const rows = outbox(db)
  const handlerOf = new Map(handlers.map((handler) => [handler.kind, handler]))
  const kinds = [...handlerOf.keys()]
  /** rows done while the database was locked: their mark is still to write */
  const unmarked = pendingMarks<{ at: Date; note: string | null; row: OutboxRow }>(
    (outboxId, { at, note }) => rows.markDone(outboxId, at, note),
  )
  const sending = (now: Date): Sending => ({
    now,
    unmarked: () => [...unmarked.values()].filter((m) => m.note === null).map((m) => m.row),
  })

  async function send(row: OutboxRow, handler: OutboxHandler) {
    let result: Attempt
    try {
      result = await handler.send(row, sending(clock()))
    } catch (error) {
      result = { done: false, error: String((error as Error).message) }
    }
    if (result.done) {
      log(`${handler.label} ${row.id} ${result.note ?? 'sent'}`)
      await unmarked.mark(row.outboxId, { at: clock(), note: result.note ?? null, row })
      return
    }
    const wait = options.retryDelayMs?.(row.attempts + 1) ?? retryDelay(row.kind, row.attempts + 1)
    // a lock here leaves the row due as it was: it is tried again at the next run
    await whenNotBusy(() =>
      rows.markFailed(row.outboxId, new Date(clock().getTime() + wait), result.error),
    )
    log(
      `${handler.label} ${row.id} failed (${result.error}); retry in ${Math.round(wait / 1000)} s`,
    )
  }

  async function runOnce(stopped: () => boolean) {
    try {
      await unmarked.startRun()
      for (const row of rows.due(clock(), kinds)) {
        if (stopped()) return
        if (!unmarked.has(row.outboxId)) await send(row, handlerOf.get(row.kind)!)
      }
    } catch (error) {
      if (!isBusy(error)) throw error
      log(`${name}: the database is locked by another process; trying again at the next run`)
    }
  }

  return startRunLoop(runOnce, options.pollMs ?? 5_000)
}
