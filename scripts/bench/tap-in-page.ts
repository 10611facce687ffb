/**
 * What the first-tap bench (first-tap.ts) runs inside the page: its clocks (when the load event
 * ended, the Event Timing entries of the interaction, the first frame that shows the response),
 * and, for a tap at a fixed time, finding the control to tap.
 */
import type { Page } from 'playwright'

/**
 * What the page must show once it has answered the tap. `checked`: a radio the HTML did not
 * check is checked (what a tap on a native radio shows with or without the page's script).
 */
export type Shown = 'menu' | 'dialog' | 'typed' | 'checked' | 'slider'

/**
 * A control as a visitor and a screen reader know it: its role and accessible name (a part of
 * it, all of it when `exact`; '' for the first of its role on the screen).
 */
export type Control = {
  roles: readonly ('button' | 'link' | 'radio' | 'textbox' | 'searchbox' | 'slider')[]
  name: string
  exact?: boolean
}

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
  tagName: string
  id: string
  textContent: string | null
  /** a form control's labels (the name a screen reader gives it) */
  labels?: Iterable<{ textContent: string | null }> | null
  value?: string
  getAttribute(name: string): string | null
  getBoundingClientRect(): Rect
  getClientRects(): { length: number }
  scrollIntoView(options: { block: 'center'; behavior: 'instant' }): void
}
type TimedEntry = {
  name: string
  startTime: number
  processingEnd: number
  target: PageElement | null
}
type TapRecord = {
  shown: Shown
  /** each event of the interaction, and what it landed on (to tell what a stray tap hit) */
  entries: { name: string; startTime: number; processingEnd: number; target: string }[]
  shownAt?: number
}
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

    const record: TapRecord = { shown, entries: [] }
    browser.firstTap = record
    const describe = (element: PageElement | null) => {
      if (!element) return 'nothing'
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40)
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`
    }
    const keep = (list: { getEntries(): TimedEntry[] }) => {
      for (const { name, startTime, processingEnd, target } of list.getEntries()) {
        record.entries.push({ name, startTime, processingEnd, target: describe(target) })
      }
    }
    new browser.PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
    new browser.PerformanceObserver(keep).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    })
    const isShown: { [kind in Shown]: () => boolean } = {
      menu: () => document.getElementById('mobile-menu')?.matches(':popover-open') === true,
      dialog: () => document.querySelector('dialog[open] form') !== null,
      typed: () => (document.activeElement?.value ?? '') !== '',
      checked: () => document.querySelector('input[type="radio"]:checked:not([checked])') !== null,
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
 * How a visitor reaches a control the page's layout moves: scrolls to it at most this often, and
 * taps once it has held still in view this many frames (about 100 ms at 60 Hz). A scroll far
 * down sets the page laying out the bands it brought near the screen (`content-visibility:
 * auto`), which can push the control off the screen two or three frames later; a visitor's eye
 * and finger take about as long.
 */
const REACH = { maxScrolls: 5, stillFrames: 6, maxFrames: 300 }

/**
 * Brings a control into view as a visitor would (a flick that ends at once, again if the page
 * moves it away) and returns the middle of its box in CSS pixels of the screen: at once when it
 * is on the screen as the page came, after it has held still when a scroll brought it there.
 * Found by its role and name (its `aria-label`, else its labels' text, else its own, matched as
 * Playwright's `getByRole` matches a name) with a few lines in the page: Playwright's own
 * locators first compile its injected script there, 250–400 ms of a CPU slowed 4×, which would
 * push a tap at 300 ms after load far past it.
 */
export async function reach(page: Page, control: Control): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    async ({ roles, name, exact, maxScrolls, stillFrames, maxFrames }) => {
      const browser = globalThis as unknown as Browser
      const selectors = {
        button: 'button, [role="button"]',
        link: 'a[href], [role="link"]',
        radio: 'input[type="radio"], [role="radio"]',
        textbox:
          'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], ' +
          'textarea, [role="textbox"]',
        searchbox: 'input[type="search"], [role="searchbox"]',
        slider: 'input[type="range"], [role="slider"]',
      }
      const text = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase()
      const nameOf = (element: PageElement) =>
        text(
          element.getAttribute('aria-label') ??
            (Array.from(element.labels ?? [], (label) => label.textContent ?? '').join(' ') ||
              (element.textContent ?? '')),
        )
      const named = (element: PageElement) =>
        exact ? nameOf(element) === text(name) : nameOf(element).includes(text(name))
      const all = browser.document.querySelectorAll(roles.map((role) => selectors[role]).join(', '))
      const control = [...all].find((e) => named(e) && e.getClientRects().length > 0)
      if (!control) return 'nothing'
      let scrolls = 0
      let still = 0
      let lastTop = Number.NaN
      for (let frames = 0; frames < maxFrames; frames++) {
        const { x, y, width, height, top, bottom } = control.getBoundingClientRect()
        const inView = top >= 0 && bottom <= browser.innerHeight
        still = inView && top === lastTop ? still + 1 : 0
        lastTop = top
        if (inView && (scrolls === 0 || still >= stillFrames)) {
          return { x: x + width / 2, y: y + height / 2 }
        }
        if (!inView) {
          if (scrolls === maxScrolls) break
          control.scrollIntoView({ block: 'center', behavior: 'instant' })
          scrolls++
        }
        await new Promise<void>((resolve) => browser.requestAnimationFrame(resolve))
      }
      return 'moving'
    },
    { ...control, ...REACH },
  )
  const what = `${control.roles.join(' or ')}${control.name ? ` "${control.name}"` : ''}`
  if (point === 'nothing') throw new Error(`Nothing to tap: ${what}`)
  if (point === 'moving') throw new Error(`The page keeps moving it off the screen: ${what}`)
  return point
}

/**
 * Waits for the response on screen, then reads the interaction's figures. When it never shows,
 * says what the tap landed on (a tap while the page loads may meet something else).
 */
export async function readRecord(page: Page): Promise<Recorded> {
  try {
    await page.waitForFunction(
      () => (globalThis as unknown as Browser).firstTap.shownAt !== undefined,
      undefined,
      { timeout: 20_000 },
    )
  } catch (error) {
    const { shown, entries } = await page.evaluate(
      () => (globalThis as unknown as Browser).firstTap,
    )
    const landed = entries.map((e) => `${e.name} on ${e.target}`).join(', ') || 'no event at all'
    throw new Error(`No ${shown} on screen 20 s after the tap: ${landed}`, { cause: error })
  }
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
