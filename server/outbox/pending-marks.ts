import { isBusy, whenNotBusy } from '../db/busy'

/**
 * The "done" marks of outbox rows whose message went out while another process held the
 * database's write lock: kept here and written at a later run, so a row that went out is never
 * sent again by this process. Within one run, once a mark has found the lock held, the others are
 * tried once rather than each waited for.
 */
export function pendingMarks<T>(write: (outboxId: number, mark: T) => void) {
  const pending = new Map<number, T>()
  let lockedThisRun = false

  /** Writes the mark, or keeps it for a later run while the lock is held. */
  async function mark(outboxId: number, value: T): Promise<void> {
    try {
      await whenNotBusy(() => write(outboxId, value), lockedThisRun ? 0 : undefined)
      pending.delete(outboxId)
    } catch (error) {
      if (!isBusy(error)) throw error
      lockedThisRun = true
      pending.set(outboxId, value)
    }
  }

  return {
    mark,
    /** whether the row went out and only its mark is still to write */
    has: (outboxId: number) => pending.has(outboxId),
    values: () => pending.values(),
    /** Starts a run: the marks still to write are tried first. */
    async startRun(): Promise<void> {
      lockedThisRun = false
      for (const [outboxId, value] of pending) await mark(outboxId, value)
    },
  }
}
