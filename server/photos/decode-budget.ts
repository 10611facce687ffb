/**
 * A tiny in-process semaphore by weight: tasks run while their weights together fit the budget,
 * the rest wait their turn in the order they came. Decoding a photo holds memory in step with
 * its pixels for a moment; weighing each decode by its pixels lets several phone photos decode
 * together while two of the largest never do.
 */
export function decodeBudget(budget: number) {
  let used = 0
  const waiting: { weight: number; start: () => void }[] = []

  const startWaiting = () => {
    // strictly in order: a large task first in line is not overtaken by small ones forever
    while (waiting.length > 0 && used + waiting[0]!.weight <= budget) {
      const next = waiting.shift()!
      used += next.weight
      next.start()
    }
  }

  /**
   * Runs `task` once `weight` fits in what is free (a task heavier than the whole budget runs
   * alone); the weight is given back however the task ends.
   */
  return async function within<T>(weight: number, task: () => Promise<T>): Promise<T> {
    const taken = Math.min(Math.max(weight, 0), budget)
    if (waiting.length === 0 && used + taken <= budget) used += taken
    else await new Promise<void>((start) => waiting.push({ weight: taken, start }))
    try {
      return await task()
    } finally {
      used -= taken
      startWaiting()
    }
  }
}
