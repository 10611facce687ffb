import type { CrashFigures, LoadFigures } from './api-load'
import { PROTOCOLS, type PageFigures, type Protocol, type Verdict } from './budgets'
import type { Steadiness } from './rounds'
import { momentText, type FirstTapFigures } from './first-tap'
import type { PrerenderFigures } from './prerender-scaling'
import { BENCH_TOOLS, type Throttling } from './bench-tools'
import { LONG_TASK_MS, type MainThreadFigures } from './main-thread'
import type { PhotoShrinkFigures } from './photo-shrink'
import { throttling } from './options'

const KB = 1000
const kb = (bytes: number) => (bytes / KB).toFixed(1)
const ms = (value: number) => value.toFixed(0)

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export function formatBuild(input: {
  buildSeconds: number
  imageCacheWarm: boolean
  precache: { entries: number; bytes: number; gzipBytes: number }
  scaling: PrerenderFigures[] | undefined
}): string {
  const { buildSeconds, imageCacheWarm, precache, scaling } = input
  const lines = [
    `Build: ${buildSeconds.toFixed(1)} s (image cache ${imageCacheWarm ? 'warm' : 'cold: every image encoded'})`,
    `Precache: ${precache.entries} entries, ${(precache.bytes / 1024).toFixed(0)} KiB ` +
      `(${(precache.gzipBytes / 1024).toFixed(0)} KiB gzip)`,
  ]
  if (scaling) {
    const [base] = scaling
    lines.push(
      '',
      table(
        ['Prerender', 'Pages', 'Seconds', 'ms/page', 'Time vs real'],
        scaling.map((s) => [
          s.label,
          String(s.pages),
          s.seconds.toFixed(2),
          ((s.seconds * 1000) / s.pages).toFixed(1),
          `${(s.seconds / base!.seconds).toFixed(1)}× for ${(s.pages / base!.pages).toFixed(1)}× pages`,
        ]),
      ),
    )
  }
  return lines.join('\n')
}

const PROTOCOL_TEXT: Record<Protocol, string> = {
  h2: 'over HTTPS and HTTP/2 (as a proxy or CDN serves phones)',
  'http/1.1': 'over plain HTTP/1.1 (the server alone)',
}

const THROTTLING_TEXT: Record<Throttling, string> = {
  simulate: 'simulated slow 4G, 4× CPU',
  devtools: 'slow 4G and 4× CPU applied to the browser, --throttling=devtools',
}

const steady = ({ median, spread }: Steadiness, digits: number) =>
  `${median.toFixed(digits)} ± ${(spread / 2).toFixed(digits)}`

function formatProtocol(pages: PageFigures[], protocol: Protocol, runs: number): string {
  const floor = pages.find((p) => p.label === 'floor')
  const rows = pages.map((p) => {
    const { run, transfer, gzip } = p
    const s = run.scores
    const { count, longestMs } = run.longTasksAfterPaint
    return [
      `${p.kind === 'peer' ? 'peer ' : ''}${p.label} \`${p.path}\``,
      `${run.requests.length} (${run.requests.filter((r) => r.resourceType === 'Script').length})`,
      `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`,
      ms(run.fcpMs),
      steady(p.lcpMs, 0),
      steady(p.tbtMs, 0),
      count === 0 ? '0' : `${count} (${ms(longestMs)})`,
      run.cls.toFixed(3),
      kb(transfer.html),
      kb(transfer.css),
      kb(transfer.js),
      kb(transfer.images),
      `${kb(gzip.html)}/${kb(gzip.css)}/${kb(gzip.js)}`,
      floor ? (run.fcpMs / floor.run.fcpMs).toFixed(2) : '',
      `${p.lcpOverFloor.median.toFixed(2)} (${p.lcpOverFloor.spread.toFixed(2)})`,
      p.lcpOverPeer
        ? `${p.lcpOverPeer.median.toFixed(2)} (${p.lcpOverPeer.spread.toFixed(2)})`
        : '',
    ]
  })
  return [
    `Lighthouse ${BENCH_TOOLS.lighthouse} mobile (${THROTTLING_TEXT[throttling()]}) ${PROTOCOL_TEXT[protocol]}, ${runs} round${runs === 1 ? '' : 's'}, ` +
      'each measuring the floor, every page and the peer’s pages (AstroWind) once. A row is its ' +
      'median round (LCP/floor); LCP and TBT are the median ± half the spread; long tasks are ' +
      `those over ${LONG_TASK_MS} ms ending after the first paint in the median round (the longest in ` +
      'brackets); LCP vs floor and vs peer are the ratios to the floor’s and the peer’s page of ' +
      'the same round, median (spread). Transfer in KB as sent (brotli), gzip in KB from dist/.',
    '',
    table(
      [
        'Page',
        'Requests (scripts)',
        'Perf/A11y/BP/SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'Long tasks after paint',
        'CLS',
        'HTML',
        'CSS',
        'JS',
        'Img',
        'gzip HTML/CSS/JS',
        'FCP vs floor',
        'LCP vs floor (spread)',
        'LCP vs peer (spread)',
      ],
      rows,
    ),
  ].join('\n')
}

export function formatPages(pages: PageFigures[], runs: number): string {
  const protocols = PROTOCOLS.filter((protocol) => pages.some((p) => p.protocol === protocol))
  const failing = pages.flatMap((p) =>
    p.run.failing.map((f) => `- ${p.label} (${p.protocol}): ${f}`),
  )
  return [
    ...protocols.map((protocol) =>
      formatProtocol(
        pages.filter((p) => p.protocol === protocol),
        protocol,
        runs,
      ),
    ),
    ...(failing.length ? ['Audits below full score:', ...failing] : []),
  ].join('\n\n')
}

/** A first-tap figure as "median (lowest–highest)" over the runs, the median alone for one. */
const msSpread = ({ median, min, max }: FirstTapFigures['shownMs'], runs: number) =>
  runs > 1 ? `${ms(median)} (${ms(min)}–${ms(max)})` : ms(median)

export function formatFirstTaps(taps: FirstTapFigures[], runs: number): string {
  return [
    `First tap (390 px touch screen, CPU slowed 4×, ${runs > 1 ? `median (lowest–highest) of ${runs} runs` : 'one run'}), ` +
      'on a page left alone until the network is quiet, and for the menu, the dialog, the first ' +
      'form field and the estimator also at fixed times after the load event: the worst input ' +
      'delay + processing of its events (Event Timing), and the time from the tap until the ' +
      'response is on screen.',
    '',
    table(
      [
        'Page',
        'First interaction',
        'Tapped',
        'Tapped ms after load',
        'Input delay + processing ms',
        'Tap → on screen ms',
      ],
      taps.map((t) => [
        `${t.label} \`${t.path}\``,
        t.action,
        momentText(t.moment),
        msSpread(t.tappedAfterLoadMs, runs),
        msSpread(t.delayAndProcessingMs, runs),
        msSpread(t.shownMs, runs),
      ]),
    ),
  ].join('\n')
}

export function formatMainThread(pages: MainThreadFigures[], runs: number): string {
  return [
    `The main thread after the first paint (390 px touch screen, CPU slowed 4×, traced for the ` +
      `first 5 s, median ± half the spread of ${runs} loads): tasks over ${LONG_TASK_MS} ms ending ` +
      'after the first contentful paint, the longest of them, and the longest task before it.',
    '',
    table(
      ['Page', 'Long tasks after paint', 'Longest after paint ms', 'Longest before paint ms'],
      pages.map((p) => [
        `${p.label} \`${p.path}\``,
        steady(p.longTasks, 0),
        steady(p.longestMs, 0),
        steady(p.longestBeforePaintMs, 0),
      ]),
    ),
  ].join('\n')
}

export function formatPhotoShrink(rows: PhotoShrinkFigures[], runs: number): string {
  return [
    `A 12-megapixel photo added on the contact page (390 px touch screen, CPU slowed 4×, median ` +
      `± half the spread of ${runs} runs): from choosing it to its thumbnail, and the page's ` +
      `tasks over ${LONG_TASK_MS} ms meanwhile (a tap waits for them).`,
    '',
    table(
      ['Shrunk', 'Thumbnail after ms', 'Long tasks', 'Longest of them ms (0: none)'],
      rows.map((r) => [
        r.where,
        steady(r.shownMs, 0),
        steady(r.longTasks, 0),
        steady(r.longestMs, 0),
      ]),
    ),
  ].join('\n')
}

/** The figures of a burst ended by a kill or a signal, each row named for how it ended. */
function endingRows(end: CrashFigures): string[][] {
  const name = end.ending
  return [
    [`${name}: answered 2xx before the signal`, String(end.answered2xx)],
    [`${name}: exit after the signal`, `${end.exitMs.toFixed(0)} ms, code ${end.exitCode}`],
    [`${name}: connection errors after the signal`, String(end.cutOff)],
    [`${name}: leads in the database after restart`, String(end.storedAfterRestart)],
    [`${name}: answered 2xx but missing`, String(end.missing)],
    [`${name}: SQLite integrity_check`, end.integrity],
  ]
}

export function formatApi(load: LoadFigures, ends: CrashFigures[], connections: number): string {
  return [
    table(
      ['POST /api/contact', 'Figure'],
      [
        ['connections, duration', `${connections}, ${load.seconds} s`],
        ['requests', String(load.requests)],
        ['throughput', `${load.perSecond.toFixed(0)} req/s`],
        ['latency p50 / p99', `${load.p50Ms} ms / ${load.p99Ms} ms`],
        ['errors / non-2xx', `${load.errors} / ${load.non2xx}`],
        ['answered 2xx / missing from the database', `${load.answered2xx} / ${load.missing}`],
        ...ends.flatMap(endingRows),
      ],
    ),
  ].join('\n')
}

export function formatVerdicts(verdicts: Verdict[]): string {
  const missed = verdicts.filter((v) => !v.met)
  return [
    table(
      ['Budget', 'Figure', ''],
      verdicts.map((v) => [v.budget, v.figure, v.met ? 'met' : '**missed**']),
    ),
    '',
    missed.length === 0 ? 'Every budget is met.' : `${missed.length} budget(s) missed.`,
  ].join('\n')
}
