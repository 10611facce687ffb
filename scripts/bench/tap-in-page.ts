/**
 * What the first-tap bench (first-tap.ts) runs inside the page: its clocks (when the load event
 * ended, the Event Timing entries of the interaction, the first frame that shows the response),
 * and, for a tap at a fixed time, finding the control to tap.
 */
import type { Page } from 'playwright'

/** What the page must show once it has answered the tap. */
export type Shown = 'menu' | 'dialog' | 'typed' | 'estimate' | 'slider'

/** A control as a visitor and a screen reader know it: its role and accessible name. */
export type Control = { roles: readonly ('button' | 'link')[]; name: string }

/** The figures of one tap, in the page's clock (ms since its time origin). */
export type Recorded = {
  delayAndProcessingMs: number
  inputAt: number
  shownAt: number | undefined
}

/** The end of the load event: in the page's clock, and as a wall-clock time for Node's timers. */
export type LoadEnd = { atMs: number; epochMs: number }

/**
 * The little of the browser the page-side functions use: this file is type-checked with Node's
 * types (no DOM), and these functions run in the page.
 */
type Rect = { x: number; y: number; width: number; height: number; top: number; bottom: number }
type PageElement = {
  matches(selector: string): boolean
  textContent: string | null
  value?: string
  getAttribute(name: string): string | null
  getBoundingClientRect(): Rect
  getClientRects(): { length: number }
  scrollIntoView(options: { block: 'center'; behavior: 'instant' }): void
}
type TimedEntry = { startTime: number; processingStart: number; processingEnd: number }
type TapRecord = { entries: { startTime: number; processingEnd: number }[]; shownAt?: number }
type Browser = {
  document: {
    getElementById(id: string): PageElement | null
    querySelector(selectors: string): PageElement | null
    querySelectorAll(selectors: string): Iterable<PageElement>
    activeElement: PageElement | null
  }
  innerHeight: number
  performance: {
    now(): number
    getEntriesByType(type: 'navigation'): { loadEventEnd: number }[]
  }
  requestAnimationFrame(run: () => void): number
  setTimeout(run: () => void, ms: number): number
  PerformanceObserver: new (callback: (list: { getEntries(): TimedEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean; durationThreshold?: number }): void
  }
  firstTap: TapRecord
}

/**
 * Starts the page's clocks (Event Timing entries, and a frame loop watching for the response)
 * once the load event has ended, and says when it ended. The wall-clock time is taken from the
 * page's `Date.now()`, the system clock Node's timers read too (`performance.timeOrigin` may
 * drift from it).
 */
export async function startClocks(page: Page, shown: Shown): Promise<LoadEnd> {
  return page.evaluate(async (shown) => {
    const browser = globalThis as unknown as Browser
    const { document, performance } = browser
    const ended = () => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0
    // Playwright reports `load` when the event is dispatched; its end is set after the handlers
    while (ended() === 0) await new Promise<void>((resolve) => browser.setTimeout(resolve, 5))

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
      menu: () => document.getElementById('mobile-menu')?.matches(':popover-open') === true,
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

    const atMs = ended()
    return { atMs, epochMs: Date.now() - (performance.now() - atMs) }
  }, shown)
}

/**
 * Scrolls a control into view, at once as a flick ends, and returns the middle of its box in
 * CSS pixels of the screen. Found by its role and name (its `aria-label`, else its text, matched
 * as Playwright's `getByRole` matches a name) with a few lines in the page: Playwright's own
 * locators first compile its injected script there, 250–400 ms of a CPU slowed 4×, which would
 * push a tap at 300 ms after load far past it.
 */
export async function reach(page: Page, control: Control): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(({ roles, name }) => {
    const browser = globalThis as unknown as Browser
    const selectors = { button: 'button, [role="button"]', link: 'a[href], [role="link"]' }
    const text = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase()
    const named = (element: PageElement) =>
      text(element.getAttribute('aria-label') ?? element.textContent ?? '').includes(text(name))
    const all = browser.document.querySelectorAll(roles.map((role) => selectors[role]).join(', '))
    const control = [...all].find((e) => named(e) && e.getClientRects().length > 0)
    if (!control) return undefined
    const { top, bottom } = control.getBoundingClientRect()
    if (top < 0 || bottom > browser.innerHeight) {
      control.scrollIntoView({ block: 'center', behavior: 'instant' })
    }
    const { x, y, width, height } = control.getBoundingClientRect()
    return { x: x + width / 2, y: y + height / 2 }
  }, control)
  if (!point) throw new Error(`Nothing to tap: ${control.roles.join(' or ')} "${control.name}"`)
  return point
}

/** Waits for the response on screen, then reads the interaction's figures. */
export async function readRecord(page: Page): Promise<Recorded> {
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
