import { expect, type Page, type Route } from '@playwright/test'
import { BEFORE_ENTRY, ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '../shared/entry-loader'

/**
 * The scripts a page names in its HTML (the entry its loader brings, and what it preloads): what
 * the page runs before React. Everything else (React and the page's code, the idle widgets) comes later: the
 * tests hold or refuse those to see the page as a phone on a bad connection sees it, without
 * knowing what the build called its files.
 */
async function namedScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  const attributes = new RegExp(`\\s(?:${ENTRY_ATTRIBUTE}|${PRELOAD_ATTRIBUTE})="([^"]+)"`, 'g')
  const named = [...html.matchAll(attributes)].flatMap((match) => match[1]!.split(' '))
  return new Set(named.filter((file) => /^\/assets\/[^/]+\.js$/.test(file)))
}

async function routeLateScripts(
  page: Page,
  path: string,
  late: (route: Route) => Promise<void>,
): Promise<void> {
  const named = await namedScripts(page, path)
  await page.route('**/assets/*.js', async (route) => {
    if (named.has(new URL(route.request().url()).pathname)) await route.continue()
    else await late(route)
  })
}

/** Holds back every script the page at `path` does not name until the returned call. */
export async function holdLateScripts(page: Page, path: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await routeLateScripts(page, path, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Refuses every script the page at `path` does not name: React's code never arrives. */
export async function refuseLateScripts(page: Page, path: string): Promise<void> {
  await routeLateScripts(page, path, (route) => route.abort('connectionfailed'))
}

/**
 * Holds back every script, the entry included, until the returned call: the page as it is
 * painted. Then each goes on to any hold set before this one.
 */
export async function holdAllScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.fallback()
  })
  return release
}

/**
 * Makes the page's engine record no paint entries, as Firefox does for a page opened scrolled
 * down (a reload part-way down, a link to a section lower down): a paint observer is never
 * called and the performance timeline holds no first paint.
 */
export async function recordNoPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const notPaint = (entry: PerformanceEntry) => entry.entryType !== 'paint'
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
      const types = options?.entryTypes?.filter((type) => type !== 'paint')
      if (options?.type === 'paint' || types?.length === 0) return
      observe.call(this, types ? { ...options, entryTypes: types } : options)
    }
    const byType = performance.getEntriesByType.bind(performance)
    const byName = performance.getEntriesByName.bind(performance)
    const all = performance.getEntries.bind(performance)
    performance.getEntriesByType = (type) => (type === 'paint' ? [] : byType(type))
    performance.getEntriesByName = (name, type) => byName(name, type).filter(notPaint)
    performance.getEntries = () => all().filter(notPaint)
  })
}

/**
 * Waits until the page's entry has run: the controls that work before React answer from then on.
 * The entry clears the record the inline loader keeps of what happened before it came.
 */
export async function entryHasRun(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((name) => (window as never)[name] === null, BEFORE_ENTRY))
    .toBe(true)
}
