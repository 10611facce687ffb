/**
 * A page's Lighthouse rounds beside the floor's. Lighthouse simulates a slow phone from one fast
 * load, so a page's figure moves with what that load happened to start before its largest paint:
 * the median alone hides it. Each round measures the floor and every page once, so a page is
 * compared with the floor of its own round, and the rounds' spread shows how steady it is.
 */
import type { LighthouseRun } from './lighthouse'

/** The middle of a set of figures, and how far apart its highest and lowest are. */
export type Steadiness = { median: number; spread: number }

/** The median of figures sorted low to high: the mean of the two middle ones for an even count. */
export function middleOf(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function steadiness(values: readonly number[]): Steadiness {
  if (values.length === 0) throw new Error('no rounds to take a median of')
  const sorted = [...values].sort((a, b) => a - b)
  return { median: middleOf(sorted), spread: sorted.at(-1)! - sorted[0]! }
}

/** The page's LCP over the floor's LCP of the same round, round by round. */
export function lcpRatios(page: readonly LighthouseRun[], floor: readonly LighthouseRun[]) {
  if (page.length !== floor.length) throw new Error('the page and the floor ran different rounds')
  return page.map((run, round) => run.lcpMs / floor[round]!.lcpMs)
}

/** The round whose figure is the median one (the lower middle of an even count). */
export function medianRound<T>(runs: readonly T[], figures: readonly number[]): T {
  const order = figures
    .map((figure, round) => ({ figure, round }))
    .sort((a, b) => a.figure - b.figure)
  return runs[order[Math.floor((order.length - 1) / 2)]!.round]!
}
