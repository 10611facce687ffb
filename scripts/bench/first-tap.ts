/**
 * The first tap: a page is loaded as a phone would load it (CPU slowed 4×, as in Lighthouse's
 * mobile run), left alone until the network is quiet, then used once. React is not on the page
 * yet (it comes with the first interaction), so this is the moment a deferred page could be slow.
 *
 * Two figures per page, from the page's own clocks:
 * - input delay plus processing: the Event Timing API's `first-input` entry and every `event`
 *   entry of the interaction (processingEnd − startTime), the worst of them;
 * - until shown: from the input to the first frame where the response is on screen (the menu
 *   open, the dialog open, the letter in the field, the new range, the handle moved).
 */
import { chromium, type Locator, type Page } from 'playwright'
import { chromiumPath, launchArgs } from '../../playwright.config'

const CPU_SLOWDOWN = 4

/** What the page must show once it has answered the tap. */
type Shown = 'menu' | 'dialog' | 'typed' | 'estimate' | 'slider'

export type FirstTapTarget = {
  label: string
  path: string
  action: string
  shown: Shown
  act: (page: Page) => Promise<void>
}

export type FirstTapFigures = {
  label: string
  path: string
  action: string
  /** the worst input delay + processing of the interaction's events, ms */
  delayAndProcessingMs: number
  /** from the input to the frame that shows the response, ms */
  shownMs: number
}

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

const openMenu = async (page: Page) => tapOn(page, page.getByRole('button', { name: 'Open menu' }))

/** Taps a field and types one letter into it. */
const typeInto = (field: (page: Page) => Locator, letter: string) => async (page: Page) => {
  await tapOn(page, field(page))
  await page.keyboard.type(letter)
}

/** The first interaction the issue names for each kind of page. */
export function firstTapTargets(paths: Record<string, string>): FirstTapTarget[] {
  const menu = (label: string): FirstTapTarget => ({
    label,
    path: paths[label]!,
    action: 'open the menu',
    shown: 'menu',
    act: openMenu,
  })
  return [
    {
      label: 'home',
      path: paths.home!,
      action: 'scroll to the consultation button and tap it at once',
      shown: 'dialog',
      act: async (page) => {
        // tapped the moment it is in view, without a pause after the scroll
        await tapOn(page, page.getByRole('button', { name: 'Discuss Your Project' }), {
          settle: false,
        })
      },
    },
    menu('service'),
    menu('region-hub'),
    menu('town'),
    menu('article'),
    menu('learning'),
    {
      label: 'contact',
      path: paths.contact!,
      action: 'tap the first field and type',
      shown: 'typed',
      act: typeInto((page) => page.getByLabel('First name'), 'J'),
    },
    {
      label: 'cost-estimator',
      path: paths['cost-estimator']!,
      action: 'choose Bathroom',
      shown: 'estimate',
      act: async (page) => tapOn(page, page.getByRole('radio', { name: 'Bathroom', exact: true })),
    },
    {
      label: 'search',
      path: paths.search!,
      action: 'tap the search box and type',
      shown: 'typed',
      act: typeInto((page) => page.getByRole('searchbox'), 't'),
    },
    {
      label: 'case-study',
      path: paths['case-study']!,
      action: 'scroll to the before/after picture and tap it',
      shown: 'slider',
      // on the picture, left of the handle's middle: the handle moves there
      act: async (page) => tapOn(page, page.getByRole('slider').first(), { dx: -60 }),
    },
  ]
}

type Recorded = { delayAndProcessingMs: number; inputAt: number; shownAt: number | undefined }

/**
 * The little of the browser the page-side functions use: this file is type-checked with Node's
 * types (no DOM), and these functions run in the page.
 */
type PageElement = {
  hidden: boolean
  textContent: string | null
  value?: string
  getAttribute(name: string): string | null
}
type TimedEntry = { startTime: number; processingStart: number; processingEnd: number }
type TapRecord = { entries: { startTime: number; processingEnd: number }[]; shownAt?: number }
type Browser = {
  document: {
    getElementById(id: string): PageElement | null
    querySelector(selectors: string): PageElement | null
    activeElement: PageElement | null
  }
  requestAnimationFrame(run: () => void): number
  PerformanceObserver: new (callback: (list: { getEntries(): TimedEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean; durationThreshold?: number }): void
  }
  firstTap: TapRecord
}

/** Starts the page's clocks: Event Timing entries, and a frame loop watching for the response. */
async function watch(page: Page, shown: Shown): Promise<void> {
  await page.evaluate((shown) => {
    const browser = globalThis as unknown as Browser
    const { document } = browser
    const record: TapRecord = { entries: [] }
    browser.firstTap = record
    const keep = (list: { getEntries(): TimedEntry[] }) => {
      for (const entry of list.getEntries()) {
        record.entries.push({ startTime: entry.startTime, processingEnd: entry.processingEnd })
      }
    }
    new browser.PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
    new browser.PerformanceObserver(keep).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    })
    const range = () => document.querySelector('[data-testid="estimate-range"]')?.textContent
    const rangeBefore = range()
    const isShown: { [kind in Shown]: () => boolean } = {
      menu: () => document.getElementById('mobile-menu')?.hidden === false,
      dialog: () => document.querySelector('dialog[open] form') !== null,
      typed: () => (document.activeElement?.value ?? '') !== '',
      estimate: () => range() !== rangeBefore,
      slider: () =>
        document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') !== '50',
    }
    const frame = () => {
      if (isShown[shown]()) record.shownAt = performance.now()
      else browser.requestAnimationFrame(frame)
    }
    browser.requestAnimationFrame(frame)
  }, shown)
}

async function readRecord(page: Page): Promise<Recorded> {
  await page.waitForFunction(
    () => (globalThis as unknown as Browser).firstTap.shownAt !== undefined,
    undefined,
    { timeout: 20_000 },
  )
  // the entries of the last events are delivered after their frame
  await page.waitForTimeout(500)
  return page.evaluate(() => {
    const { entries, shownAt } = (globalThis as unknown as Browser).firstTap
    return {
      delayAndProcessingMs: Math.max(0, ...entries.map((e) => e.processingEnd - e.startTime)),
      inputAt: Math.min(...entries.map((e) => e.startTime)),
      shownAt,
    }
  })
}

async function measureOnce(origin: string, target: FirstTapTarget): Promise<FirstTapFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(origin + target.path, { waitUntil: 'networkidle' })
    // tsx names the functions it compiles with a helper the page does not have
    await page.evaluate('globalThis.__name = (f) => f')
    await watch(page, target.shown)
    await target.act(page)
    const { delayAndProcessingMs, inputAt, shownAt } = await readRecord(page)
    return {
      label: target.label,
      path: target.path,
      action: target.action,
      delayAndProcessingMs,
      shownMs: shownAt! - inputAt,
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
    })
    process.stdout.write(`first tap: ${target.label} ${target.path} done\n`)
  }
  return figures
}
