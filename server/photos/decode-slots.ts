/**
 * A tiny in-process semaphore: at most `slots` tasks run at once, the rest wait their turn in
 * the order they came. Decoding a large photo holds hundreds of MB for a moment; this keeps
 * the moments from piling up when several requests arrive together.
 */
export function decodeSlots(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  /** Runs `task` once a slot is free; the slot is given back however the task ends. */
  return async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
