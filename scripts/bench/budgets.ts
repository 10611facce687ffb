import { readFileSync } from 'node:fs'
import { gzipSize } from '../bundle-report'
import { listFiles } from '../../server/build-info'
import { DIST } from '../../server/project-paths'
import { SHUTDOWN } from '../../server/http-server'
import type { CrashFigures, LoadFigures } from './api-load'
import { SETTLED_UNDER_MB, type MemoryFigures } from './upload-memory'
import type { LighthouseRun } from './lighthouse'
import { LONG_TASK_MS, type MainThreadFigures } from './main-thread'
import type { Steadiness } from './rounds'
import type { SearchFigures } from './search'
import { momentText, type FirstTapFigures } from './first-tap'
import type { GzipBytes, TransferBytes } from './page-bytes'

/** HTTPS with HTTP/2, as a proxy or CDN serves phones, or plain HTTP/1.1, as the server alone. */
export const PROTOCOLS = ['h2', 'http/1.1'] as const
export type Protocol = (typeof PROTOCOLS)[number]

/** The bench's floor (a bare page), one of our pages, or the peer's page of the same kind. */
export type PageKind = 'floor' | 'site' | 'peer'

export type PageFigures = {
  kind: PageKind
  label: string
  path: string
  protocol: Protocol
  /** the round with the median LCP-to-floor ratio (the floor's: its median LCP) */
  run: LighthouseRun
  /** LCP over the rounds, in ms */
  lcpMs: Steadiness
  /** LCP over the floor's LCP of the same round and protocol */
  lcpOverFloor: Steadiness
  /** LCP over the peer's page of the same label, same round and protocol, where it has one */
  lcpOverPeer: Steadiness | undefined
  /** TBT over the rounds, in ms */
  tbtMs: Steadiness
  transfer: TransferBytes
  gzip: GzipBytes
}

const KB = 1000
const MIB = 1024 * 1024

/** The bench's labels of the pages held to `formPageJs`. */
const FORM_PAGES: readonly string[] = ['estimate', 'contact']

/** The site's budgets. Sizes in gzip bytes unless named otherwise. */
export const BUDGETS = {
  performance: 98,
  otherScores: 100,
  /** the median round's LCP over the floor's, and how far the rounds may be apart */
  lcpOverFloor: { h2: 1.2, 'http/1.1': 1.35 } satisfies Record<Protocol, number>,
  lcpOverFloorSpread: 0.15,
  /** the median round's LCP over the peer's (scripts/bench/peer.ts) on the pages both have */
  lcpOverPeer: { h2: 0.9, 'http/1.1': 0.7 } satisfies Record<Protocol, number>,
  /** the median of the rounds */
  tbtMs: 10,
  /** no main-thread task longer than this ends after the first paint (the median round) */
  longTaskMs: LONG_TASK_MS,
  cls: 0.01,
  /** every script fetched until the network is quiet, the idle-loaded ones included */
  firstVisitJs: 90 * KB,
  /** the first interaction's input delay plus processing, CPU slowed 4× (the median run) */
  firstTapMs: 100,
  /**
   * from the first tap to its answer on screen, CPU slowed 4× (the median run): at every moment
   * it is tapped, network quiet or a fixed time after load
   */
  tapToShownMs: 150,
  /**
   * the pages that are a form: every script fetched before the visitor does anything (their
   * TBT is held to `tbtMs`, as every page's)
   */
  formPageJs: 30 * KB,
  css: 25 * KB,
  htmlPerPage: 30 * KB,
  /** Workbox counts its 2 MB file limit in MiB; we hold the whole precache to it */
  precacheBytes: 2 * MIB,
  buildSeconds: 120,
  /** the site search: its index as downloaded, and a query on this machine */
  searchIndexGzip: 150 * KB,
  searchQueryMs: 50,
  /** the server and its photo decoder under the worst photo mix, and within 30 s after it */
  peakMemoryMb: 600,
  settledMemoryMb: SETTLED_UNDER_MB,
} as const

export type Verdict = { budget: string; figure: string; met: boolean }

/** The largest prerendered page, gzip: the HTML budget holds for every page, not a sample. */
function largestHtml(): { file: string; gzipBytes: number; pages: number } {
  const files = listFiles(DIST).filter((file) => file.endsWith('.html'))
  let largest = { file: '', gzipBytes: 0 }
  for (const file of files) {
    const gzipBytes = gzipSize(readFileSync(file))
    if (gzipBytes > largest.gzipBytes) largest = { file: file.slice(DIST.length), gzipBytes }
  }
  return { ...largest, pages: files.length }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

export function checkBudgets(input: {
  pages: PageFigures[] | undefined
  taps?: FirstTapFigures[] | undefined
  precacheBytes: number
  buildSeconds: number
  load: LoadFigures | undefined
  crash: CrashFigures | undefined
  stop: CrashFigures | undefined
  memory?: MemoryFigures | undefined
  search?: SearchFigures
  mainThread?: MainThreadFigures[] | undefined
  /** why the peer could not be built or served, when it could not */
  peerError?: string | undefined
}): Verdict[] {
  const verdicts: Verdict[] = []
  const add = (budget: string, figure: string, met: boolean) =>
    verdicts.push({ budget, figure, met })
  if (input.search) {
    const { gzipBytes, slowestQueryMs } = input.search
    add(
      `search index ≤ ${BUDGETS.searchIndexGzip / KB} KB gzip`,
      `${(gzipBytes / KB).toFixed(0)} KB`,
      gzipBytes <= BUDGETS.searchIndexGzip,
    )
    add(
      `every search query < ${BUDGETS.searchQueryMs} ms`,
      `slowest ${slowestQueryMs.toFixed(1)} ms`,
      slowestQueryMs < BUDGETS.searchQueryMs,
    )
  }
  if (input.pages && input.peerError) {
    add('the peer measured in the same rounds', input.peerError, false)
  }
  for (const page of input.pages?.filter((p) => p.kind === 'site') ?? []) {
    const { run, gzip, protocol } = page
    const label = `${page.label} (${protocol})`
    const { performance, ...others } = run.scores
    add(
      `${label}: performance ≥ ${BUDGETS.performance}`,
      String(performance),
      performance >= BUDGETS.performance,
    )
    const otherFigures = Object.entries(others)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
    add(
      `${label}: accessibility, best practices, SEO = 100`,
      otherFigures,
      Object.values(others).every((v) => v >= BUDGETS.otherScores),
    )
    const { median, spread } = page.lcpOverFloor
    add(
      `${label}: LCP ≤ ${BUDGETS.lcpOverFloor[protocol]}× floor (median round)`,
      `${median.toFixed(2)}×`,
      median <= BUDGETS.lcpOverFloor[protocol],
    )
    add(
      `${label}: LCP/floor moves ≤ ${BUDGETS.lcpOverFloorSpread} between rounds`,
      spread.toFixed(2),
      spread <= BUDGETS.lcpOverFloorSpread,
    )
    if (page.lcpOverPeer) {
      add(
        `${label}: LCP ≤ ${BUDGETS.lcpOverPeer[protocol]}× the peer's (median round)`,
        `${page.lcpOverPeer.median.toFixed(2)}× (spread ${page.lcpOverPeer.spread.toFixed(2)})`,
        page.lcpOverPeer.median <= BUDGETS.lcpOverPeer[protocol],
      )
    }
    add(
      `${label}: TBT ≤ ${BUDGETS.tbtMs} ms (median of the rounds)`,
      `${page.tbtMs.median.toFixed(0)} ms (spread ${page.tbtMs.spread.toFixed(0)})`,
      page.tbtMs.median <= BUDGETS.tbtMs,
    )
    const { count, longestMs } = run.longTasksAfterPaint
    add(
      `${label}: no task over ${BUDGETS.longTaskMs} ms after the first paint`,
      count === 0 ? 'none' : `${count}, longest ${longestMs.toFixed(0)} ms`,
      longestMs <= BUDGETS.longTaskMs,
    )
    add(`${label}: CLS ≤ ${BUDGETS.cls}`, run.cls.toFixed(3), run.cls <= BUDGETS.cls)
    add(
      `${label}: first-visit JS ≤ ${kb(BUDGETS.firstVisitJs)} gzip`,
      kb(gzip.js),
      gzip.js <= BUDGETS.firstVisitJs,
    )
    add(`${label}: CSS ≤ ${kb(BUDGETS.css)} gzip`, kb(gzip.css), gzip.css <= BUDGETS.css)
    if (FORM_PAGES.includes(page.label)) {
      add(
        `${label}: script before interaction ≤ ${kb(BUDGETS.formPageJs)} gzip`,
        kb(gzip.js),
        gzip.js <= BUDGETS.formPageJs,
      )
    }
  }
  for (const tap of input.taps ?? []) {
    const { delayAndProcessingMs: work, shownMs: shown, tappedAfterLoadMs: tapped } = tap
    const range = ({ min, max }: typeof work) => `${min.toFixed(0)}–${max.toFixed(0)}`
    const which = `${tap.label}: ${tap.action}, ${momentText(tap.moment)}`
    add(
      `${which}: input delay + processing ≤ ${BUDGETS.firstTapMs} ms`,
      `${work.median.toFixed(0)} ms (runs ${range(work)})`,
      work.median <= BUDGETS.firstTapMs,
    )
    add(
      `${which}: on screen ≤ ${BUDGETS.tapToShownMs} ms after the tap`,
      `${shown.median.toFixed(0)} ms (runs ${range(shown)}; tapped ${tapped.median.toFixed(0)} ms after load)`,
      shown.median <= BUDGETS.tapToShownMs,
    )
  }
  for (const page of input.mainThread ?? []) {
    const { longTasks, longestMs } = page
    add(
      `${page.label}: at 4× CPU, no task over ${BUDGETS.longTaskMs} ms after the first paint (first 5 s)`,
      `${longTasks.median} (longest ${longestMs.median.toFixed(0)} ms, spread ${longestMs.spread.toFixed(0)})`,
      longestMs.median <= BUDGETS.longTaskMs,
    )
  }
  const html = largestHtml()
  add(
    `HTML ≤ ${kb(BUDGETS.htmlPerPage)} gzip on every page (${html.pages} files)`,
    `largest ${kb(html.gzipBytes)} (${html.file})`,
    html.gzipBytes <= BUDGETS.htmlPerPage,
  )
  add(
    'precache ≤ 2 MiB',
    `${(input.precacheBytes / 1024).toFixed(0)} KiB`,
    input.precacheBytes <= BUDGETS.precacheBytes,
  )
  add(
    `build < ${BUDGETS.buildSeconds} s on this machine`,
    `${input.buildSeconds.toFixed(1)} s`,
    input.buildSeconds < BUDGETS.buildSeconds,
  )
  if (input.load) {
    const { errors, non2xx, missing } = input.load
    add(
      'API load: no errors, every 2xx lead stored',
      `${errors} errors, ${non2xx} non-2xx, ${missing} missing`,
      errors + non2xx + missing === 0,
    )
  }
  if (input.crash) {
    const { missing, integrity } = input.crash
    add(
      'crash: every 2xx lead there after kill -9',
      `${missing} missing, integrity ${integrity}`,
      missing === 0 && integrity === 'ok',
    )
  }
  if (input.stop) {
    const { missing, integrity, exitCode, exitMs } = input.stop
    add(
      `SIGTERM: every 2xx lead there, exit 0 within ${SHUTDOWN.totalMs / 1000} s`,
      `${missing} missing, integrity ${integrity}, code ${exitCode} after ${exitMs.toFixed(0)} ms`,
      missing === 0 && integrity === 'ok' && exitCode === 0 && exitMs <= SHUTDOWN.totalMs,
    )
  }
  if (input.memory) {
    const { peakMb, settledAfterS, endMb } = input.memory
    add(
      `memory under the worst photo mix ≤ ${BUDGETS.peakMemoryMb} MB`,
      `${peakMb.toFixed(0)} MB`,
      peakMb <= BUDGETS.peakMemoryMb,
    )
    add(
      `memory back under ${BUDGETS.settledMemoryMb} MB within 30 s`,
      settledAfterS === undefined
        ? `${endMb.toFixed(0)} MB after 30 s`
        : `after ${settledAfterS.toFixed(1)} s`,
      settledAfterS !== undefined,
    )
  }
  return verdicts
}
