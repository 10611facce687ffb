/**
 * The first tap: a page is loaded as a phone would load it (CPU slowed 4×, as in Lighthouse's
 * mobile run), then used once. React is not on the page yet (it comes with the first
 * interaction), so this is the moment a deferred page could be slow. Each interaction is
 * measured on a page left alone until the network is quiet, and most also at fixed times after
 * the load event, while the page may still be at work (first-tap-targets.ts says which, and how).
 *
 * Two figures per tap, from the page's own clocks (tap-in-page.ts):
 * - input delay plus processing: the Event Timing API's `first-input` entry and every `event`
 *   entry of the interaction (processingEnd − startTime), the worst of them;
 * - until shown: from the input to the first frame where the response is on screen (the menu
 *   open, the dialog open with its form, the letter in the field, the radio checked, the handle
 *   moved).
 * Each is run in a fresh browser a number of times: the median, and the lowest and highest.
 */
import { chromium } from 'playwright'
import { chromiumPath, launchArgs } from '../../playwright.config'
import type { FirstTapTarget, TapMoment } from './first-tap-targets'
import { middleOf } from './rounds'
import { slowPhonePage } from './slow-phone'
import { readRecord, startClocks } from './tap-in-page'

export { firstTapTargets, TAP_AFTER_LOAD_MS } from './first-tap-targets'
export type { FirstTapTarget, TapMoment } from './first-tap-targets'

/** A figure over the runs: the median (judged by the budgets), and the lowest and highest. */
export type Spread = { median: number; min: number; max: number }

/** One interaction's figures over its runs, in ms. */
export type FirstTapFigures = {
  label: string
  path: string
  action: string
  moment: TapMoment
  /** the worst input delay + processing of the interaction's events */
  delayAndProcessingMs: Spread
  /** from the input to the frame that shows the response */
  shownMs: Spread
  /** from the end of the load event to the input: where a timed tap really landed */
  tappedAfterLoadMs: Spread
}

/** One run's figures, before they are taken together. */
type OneTap = { delayAndProcessingMs: number; shownMs: number; tappedAfterLoadMs: number }

/** "network quiet", "300 ms after load", "1.5 s after load" */
export function momentText(moment: TapMoment): string {
  if (moment === 'network-quiet') return 'network quiet'
  const { afterLoadMs } = moment
  return `${afterLoadMs < 1000 ? `${afterLoadMs} ms` : `${afterLoadMs / 1000} s`} after load`
}

/** The median (the mean of the two middle ones for an even count), lowest and highest. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no runs to take a median of')
  const sorted = [...values].sort((a, b) => a - b)
  return { median: middleOf(sorted), min: sorted[0]!, max: sorted.at(-1)! }
}

async function measureOnce(origin: string, target: FirstTapTarget): Promise<OneTap> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  try {
    const { context, page } = await slowPhonePage(browser)
    // tsx names the functions it compiles with a helper the page does not have
    await context.addInitScript('globalThis.__name = (f) => f')
    const { moment } = target
    const quiet = moment === 'network-quiet'
    await page.goto(origin + target.path, { waitUntil: quiet ? 'networkidle' : 'load' })
    const load = await startClocks(page, target.shown)
    await target.act(page, quiet ? undefined : load.epochMs + moment.afterLoadMs)
    const { delayAndProcessingMs, inputAt, shownAt } = await readRecord(page)
    return {
      delayAndProcessingMs,
      shownMs: shownAt! - inputAt,
      tappedAfterLoadMs: inputAt - load.atMs,
    }
  } finally {
    await browser.close()
  }
}

/** Each target `runs` times in a fresh browser; each figure's median, lowest and highest. */
export async function measureFirstTaps(
  origin: string,
  targets: FirstTapTarget[],
  runs: number,
): Promise<FirstTapFigures[]> {
  const figures: FirstTapFigures[] = []
  for (const target of targets) {
    const all: OneTap[] = []
    for (let i = 0; i < runs; i++) all.push(await measureOnce(origin, target))
    const over = (figure: keyof OneTap) => spread(all.map((one) => one[figure]))
    figures.push({
      label: target.label,
      path: target.path,
      action: target.action,
      moment: target.moment,
      delayAndProcessingMs: over('delayAndProcessingMs'),
      shownMs: over('shownMs'),
      tappedAfterLoadMs: over('tappedAfterLoadMs'),
    })
    process.stdout.write(
      `first tap: ${target.label} ${target.path} ${momentText(target.moment)} done\n`,
    )
  }
  return figures
}
