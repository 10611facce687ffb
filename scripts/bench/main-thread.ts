/**
 * The main thread after the first paint, as a slow phone meets it: each page loaded on a 390 px
 * touch screen with the CPU slowed 4× (CDP, as in the first-tap part) and traced for its first
 * 5 s. The figures are the tasks over 50 ms that end after the first contentful paint: how many,
 * and the longest. Lighthouse's long tasks are those of a phone it simulates from one fast load;
 * these are a real slowed load's, tasks of the browser's own (the navigation's commit) included.
 */
import { chromium, type CDPSession } from 'playwright'
import { chromiumPath, launchArgs } from '../../playwright.config'
import { steadiness, type Steadiness } from './rounds'
import { slowPhonePage } from './slow-phone'

const TRACED_MS = 5000
/** How many times one load is traced before a trace without its paint stops the bench. */
const TRACE_ATTEMPTS = 3

/** A trace the browser wrote without the load's navigation start or first paint. */
export class IncompleteTrace extends Error {}

/** A task the browser counts as long: over 50 ms. */
export const LONG_TASK_MS = 50

export type MainThreadFigures = {
  label: string
  path: string
  /** tasks over 50 ms ending after the first paint, over the runs */
  longTasks: Steadiness
  /** the longest task ending after the first paint, ms, over the runs */
  longestMs: Steadiness
  /** the longest task before it (the first layout, the navigation), ms, over the runs */
  longestBeforePaintMs: Steadiness
}

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/** One load's tasks: the long ones after the first paint, and the longest before it. */
export function readTasks(events: TraceEvent[]) {
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  const paint = events.find((e) => e.name === 'firstContentfulPaint')
  if (!start || !paint)
    throw new IncompleteTrace('the trace has no navigation start or first paint')
  // the page's main thread is the one its navigation started on: the browser's own pages (its
  // address bar's popup, loaded at any time) run in renderers of their own, busier at times
  const onMain = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid
  const tasks = events.filter(
    (e) =>
      onMain(e) &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= start.ts &&
      e.ts < start.ts + TRACED_MS * 1000,
  )
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000
  const after = tasks.filter((e) => e.ts + (e.dur ?? 0) > paint.ts)
  const before = tasks.filter((e) => e.ts + (e.dur ?? 0) <= paint.ts)
  return {
    longTasks: after.filter((e) => ms(e) > LONG_TASK_MS).length,
    longestMs: Math.max(0, ...after.map(ms)),
    longestBeforePaintMs: Math.max(0, ...before.map(ms)),
  }
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  )
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  })
  await load()
  await cdp.send('Tracing.end')
  await complete
  return events
}

/** Each page `runs` times, each in a fresh browser context; medians with their spread. */
export async function measureMainThread(
  origin: string,
  pages: { label: string; path: string }[],
  runs: number,
): Promise<MainThreadFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  /**
   * One load's tasks. Now and then the browser leaves the navigation or the paint out of a
   * trace: that load is measured again, and only a page that never yields a whole trace stops
   * the bench.
   */
  const tracedLoad = async (url: string): Promise<ReturnType<typeof readTasks>> => {
    for (let attempt = 1; ; attempt++) {
      const { context, page, cdp } = await slowPhonePage(browser)
      try {
        const events = await traced(cdp, async () => {
          await page.goto(url, { waitUntil: 'load' })
          await page.waitForTimeout(TRACED_MS)
        })
        return readTasks(events)
      } catch (error) {
        if (!(error instanceof IncompleteTrace) || attempt === TRACE_ATTEMPTS) throw error
        process.stdout.write(`main thread: ${url}: ${error.message}; measuring it again\n`)
      } finally {
        // closed before the next attempt, so one slowed page runs at a time
        await context.close()
      }
    }
  }
  try {
    const figures: MainThreadFigures[] = []
    for (const { label, path } of pages) {
      const all: ReturnType<typeof readTasks>[] = []
      for (let run = 0; run < runs; run++) all.push(await tracedLoad(origin + path))
      figures.push({
        label,
        path,
        longTasks: steadiness(all.map((r) => r.longTasks)),
        longestMs: steadiness(all.map((r) => r.longestMs)),
        longestBeforePaintMs: steadiness(all.map((r) => r.longestBeforePaintMs)),
      })
      process.stdout.write(`main thread: ${label} ${path} done\n`)
    }
    return figures
  } finally {
    await browser.close()
  }
}
