/**
 * The first tap: a page is loaded as a phone would load it (CPU slowed 4×, as in Lighthouse's
 * mobile run), then used once. React is not on the page yet (it comes with the first
 * interaction), so this is the moment a deferred page could be slow. Each interaction is
 * measured on a page left alone until the network is quiet; the consultation dialog and the
 * phone menu also at fixed times after the load event, while the page may still be at work.
 *
 * Two figures per tap, from the page's own clocks (tap-in-page.ts):
 * - input delay plus processing: the Event Timing API's `first-input` entry and every `event`
 *   entry of the interaction (processingEnd − startTime), the worst of them;
 * - until shown: from the input to the first frame where the response is on screen (the menu
 *   open, the dialog open with its form, the letter in the field, the new range, the handle
 *   moved).
 */
import { chromium, type Locator, type Page } from 'playwright'
import { chromiumPath, launchArgs } from '../../playwright.config'
import { reach, readRecord, startClocks, type Control, type Shown } from './tap-in-page'

const CPU_SLOWDOWN = 4

/** The times after the load event's end at which the dialog and the menu are tapped. */
export const TAP_AFTER_LOAD_MS = [300, 1500] as const

/**
 * A timed tap's visitor reaches the control this long before the tap time (the scroll below the
 * first screen, where there is one), then taps at the time itself.
 */
const REACH_LEAD_MS = 100

/** When the tap comes: on a page left alone until the network is quiet, or after load. */
export type TapMoment = 'network-quiet' | { afterLoadMs: number }

export type FirstTapTarget = {
  label: string
  path: string
  action: string
  shown: Shown
  moment: TapMoment
  /** `at`: the wall-clock time of a timed tap (ms since the epoch) */
  act: (page: Page, at: number | undefined) => Promise<void>
}

export type FirstTapFigures = {
  label: string
  path: string
  action: string
  moment: TapMoment
  /** the worst input delay + processing of the interaction's events, ms */
  delayAndProcessingMs: number
  /** from the input to the frame that shows the response, ms */
  shownMs: number
  /** from the end of the load event to the input, ms: where a timed tap really landed */
  tappedAfterLoadMs: number
}

/** "network quiet", "300 ms after load", "1.5 s after load" */
export function momentText(moment: TapMoment): string {
  if (moment === 'network-quiet') return 'network quiet'
  const { afterLoadMs } = moment
  return `${afterLoadMs < 1000 ? `${afterLoadMs} ms` : `${afterLoadMs / 1000} s`} after load`
}

const sleepUntil = (epochMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())))

/**
 * Taps the middle of an element with raw touch events. Playwright's own tap runs its checks in
 * the page just before the touch, on the slowed CPU: they would be measured as input delay.
 */
async function tapOn(
  page: Page,
  target: Locator,
  { settle = true, dx = 0 }: { settle?: boolean; dx?: number } = {},
): Promise<void> {
  // below the first screen, the visitor scrolls to it first
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`Nothing to tap: ${target.toString()}`)
  // the page as a visitor finds it, not mid-measurement
  if (settle) await page.waitForTimeout(300)
  await page.touchscreen.tap(box.x + box.width / 2 + dx, box.y + box.height / 2)
}

/** Taps a control at a wall-clock time, with raw touch events, scrolled to just before. */
async function tapAt(page: Page, control: Control, at: number): Promise<void> {
  await sleepUntil(at - REACH_LEAD_MS)
  const { x, y } = await reach(page, control)
  await sleepUntil(at)
  await page.touchscreen.tap(x, y)
}

const locate = (page: Page, { roles, name }: Control) =>
  roles
    .map((role) => page.getByRole(role, { name }))
    .reduce((either, other) => either.or(other))
    .first()

/** The home page's consultation control: a button today, maybe a link of the same name. */
const CONSULTATION: Control = { roles: ['button', 'link'], name: 'Discuss Your Project' }
const MENU_BUTTON: Control = { roles: ['button'], name: 'Open menu' }

/** Taps a field and types one letter into it. */
const typeInto = (field: (page: Page) => Locator, letter: string) => async (page: Page) => {
  await tapOn(page, field(page))
  await page.keyboard.type(letter)
}

/** The interaction once the network is quiet, then at each time after load. */
const atEachMoment = (target: Omit<FirstTapTarget, 'moment'>): FirstTapTarget[] => [
  { ...target, moment: 'network-quiet' },
  ...TAP_AFTER_LOAD_MS.map((afterLoadMs) => ({ ...target, moment: { afterLoadMs } })),
]

const quietOnly = (target: Omit<FirstTapTarget, 'moment'>): FirstTapTarget => ({
  ...target,
  moment: 'network-quiet',
})

/** The first interaction the issue names for each kind of page. */
export function firstTapTargets(paths: Record<string, string>): FirstTapTarget[] {
  const menu = (label: string) =>
    atEachMoment({
      label,
      path: paths[label]!,
      action: 'open the menu',
      shown: 'menu',
      act: (page, at) =>
        at === undefined ? tapOn(page, locate(page, MENU_BUTTON)) : tapAt(page, MENU_BUTTON, at),
    })
  return [
    ...atEachMoment({
      label: 'home',
      path: paths.home!,
      action: 'scroll to the consultation button and tap it at once',
      shown: 'dialog',
      // tapped the moment it is in view, without a pause after the scroll (at a fixed time,
      // the scroll is REACH_LEAD_MS before it)
      act: (page, at) =>
        at === undefined
          ? tapOn(page, locate(page, CONSULTATION), { settle: false })
          : tapAt(page, CONSULTATION, at),
    }),
    ...menu('service'),
    ...menu('region-hub'),
    ...menu('town'),
    ...menu('article'),
    ...menu('learning'),
    quietOnly({
      label: 'contact',
      path: paths.contact!,
      action: 'tap the first field and type',
      shown: 'typed',
      act: typeInto((page) => page.getByLabel('First name'), 'J'),
    }),
    quietOnly({
      label: 'cost-estimator',
      path: paths['cost-estimator']!,
      action: 'choose Bathroom',
      shown: 'estimate',
      act: async (page) => tapOn(page, page.getByRole('radio', { name: 'Bathroom', exact: true })),
    }),
    quietOnly({
      label: 'search',
      path: paths.search!,
      action: 'tap the search box and type',
      shown: 'typed',
      act: typeInto((page) => page.getByRole('searchbox'), 't'),
    }),
    quietOnly({
      label: 'case-study',
      path: paths['case-study']!,
      action: 'scroll to the before/after picture and tap it',
      shown: 'slider',
      // on the picture, left of the handle's middle: the handle moves there
      act: async (page) => tapOn(page, page.getByRole('slider').first(), { dx: -60 }),
    }),
  ]
}

async function measureOnce(origin: string, target: FirstTapTarget): Promise<FirstTapFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    // tsx names the functions it compiles with a helper the page does not have
    await context.addInitScript('globalThis.__name = (f) => f')
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const { moment } = target
    const quiet = moment === 'network-quiet'
    await page.goto(origin + target.path, { waitUntil: quiet ? 'networkidle' : 'load' })
    const load = await startClocks(page, target.shown)
    await target.act(page, quiet ? undefined : load.epochMs + moment.afterLoadMs)
    const { delayAndProcessingMs, inputAt, shownAt } = await readRecord(page)
    return {
      label: target.label,
      path: target.path,
      action: target.action,
      moment,
      delayAndProcessingMs,
      shownMs: shownAt! - inputAt,
      tappedAfterLoadMs: inputAt - load.atMs,
    }
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** Each target `runs` times in a fresh browser; the median of each figure. */
export async function measureFirstTaps(
  origin: string,
  targets: FirstTapTarget[],
  runs: number,
): Promise<FirstTapFigures[]> {
  const figures: FirstTapFigures[] = []
  for (const target of targets) {
    const all: FirstTapFigures[] = []
    for (let i = 0; i < runs; i++) all.push(await measureOnce(origin, target))
    figures.push({
      ...all[0]!,
      delayAndProcessingMs: median(all.map((f) => f.delayAndProcessingMs)),
      shownMs: median(all.map((f) => f.shownMs)),
      tappedAfterLoadMs: median(all.map((f) => f.tappedAfterLoadMs)),
    })
    process.stdout.write(
      `first tap: ${target.label} ${target.path} ${momentText(target.moment)} done\n`,
    )
  }
  return figures
}
