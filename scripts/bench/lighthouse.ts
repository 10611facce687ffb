import { chromiumPath, launchArgs } from '../../playwright.config'
import { loadBenchTools, type LaunchedChrome, type Throttling } from './bench-tools'

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo'
export const CATEGORIES: readonly Category[] = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]

/** A request the page made, as Lighthouse's network-requests audit lists it. */
export type NetworkRequest = { url: string; resourceType: string; transferSize: number }

/** The main thread's tasks over 50 ms that end after the first paint (Lighthouse's long-tasks). */
export type LongTasks = { count: number; longestMs: number }

/** One Lighthouse mobile run of one page. */
export type LighthouseRun = {
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  requests: NetworkRequest[]
  longTasksAfterPaint: LongTasks
  /** audits below a full score that count toward a category, for the note under the table */
  failing: string[]
}

type Audit = {
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { items?: unknown[] }
}
type LongTask = { startTime: number; duration: number }
type Lhr = {
  runtimeError?: { message: string }
  categories: Record<
    Category,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >
  audits: Record<string, Audit>
}

function readRun(lhr: Lhr): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id]
        if (!audit || audit.score === null || audit.score >= 1) return []
        return [`${c}: ${ref.id} ${audit.displayValue ?? ''}`.trim()]
      }),
  )
  const fcpMs = numeric('first-contentful-paint')
  // the audit's times are the phone's, like FCP's: a task straddling the paint counts
  const afterPaint = ((lhr.audits['long-tasks']?.details?.items ?? []) as LongTask[]).filter(
    (task) => task.startTime + task.duration > fcpMs,
  )
  return {
    scores,
    fcpMs,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests: (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[],
    longTasksAfterPaint: {
      count: afterPaint.length,
      longestMs: Math.max(0, ...afterPaint.map((task) => task.duration)),
    },
    failing,
  }
}

const RUN_ATTEMPTS = 3

/**
 * Debian's Chromium, headless, for Lighthouse's mobile run (slow 4G, 4× CPU, simulated or applied),
 * trusting the bench's own certificate by the hash of its key (scripts/bench/h2-front.ts).
 * Installs the bench's tools first if they are missing (bench-tools.ts).
 */
export async function launchChromium(trustedKey?: string): Promise<LaunchedChrome> {
  const { launch } = await loadBenchTools()
  return launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      ...launchArgs,
      ...(trustedKey ? [`--ignore-certificate-errors-spki-list=${trustedKey}`] : []),
    ],
    logLevel: 'silent',
  })
}

/** Runs Lighthouse's mobile audit of a URL in the given Chromium. Storage is reset first. */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  throttlingMethod: Throttling,
): Promise<LighthouseRun> {
  const { lighthouse } = await loadBenchTools()
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const lhr = result.lhr as Lhr
    // a trace Chromium failed to record (NO_NAVSTART and the like) is the tool's, not the page's
    if (lhr.runtimeError && attempt < RUN_ATTEMPTS) {
      console.log(`lighthouse: ${url}: ${lhr.runtimeError.message} Running it again.`)
      continue
    }
    return readRun(lhr)
  }
}
