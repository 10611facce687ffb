/**
 * The timing behind each outbox worker (worker.ts): a run when woken (a lead was stored) and every few
 * seconds when nothing wakes it. A wake that comes while a run is under way asks for one more
 * run, since the lead it announces may be newer than that run's query: without it the lead
 * waited for the next poll.
 */
export type RunLoop = {
  /** runs now; resolves when that run (and the one it asked for) is over */
  wake(): Promise<void>
  /** stops polling and waits for the run under way */
  stop(): Promise<void>
}

/** Starts the loop; `runOnce` sends what is due and returns early once `stopped()` is true. */
export function startRunLoop(
  runOnce: (stopped: () => boolean) => Promise<void>,
  pollMs: number,
): RunLoop {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function runUntilQuiet() {
    do {
      again = false
      await runOnce(() => stopped)
    } while (again && !stopped)
  }

  function wake(): Promise<void> {
    if (running) again = true
    running ??= runUntilQuiet().finally(() => (running = undefined))
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => void wake().finally(schedule), pollMs)
    timer.unref()
  }

  schedule()
  void wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
