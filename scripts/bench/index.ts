/**
 * `npm run bench`: builds the site, serves it, and prints what speed and size a homeowner's
 * phone meets, against the budgets in budgets.ts. Figures only: nothing here is a test.
 *
 *   npm run bench                 everything (about 10 minutes on 2 cores)
 *   npm run bench -- --runs=1     one Lighthouse round instead of 3 (each round measures the
 *                                 floor and every page once, over HTTP/2 and over HTTP/1.1)
 *   npm run bench -- --protocols=h2   the pages over one protocol only (h2 or http/1.1)
 *   npm run bench -- --only=lighthouse,tap,tasks,api,memory,prerender,backup,booking   a part
 *                                 (the build always runs); tasks: the main thread's long tasks
 *                                 after the first paint in a real load at 4× CPU
 *   npm run bench -- --only=booking   the free times of three weeks in process, then
 *                                 POST /api/bookings racing at 50 connections, and the file after
 *   npm run bench -- --pages=estimate,contact,home   only those pages' Lighthouse and first-tap
 *                                 rows, by label (the floor is always measured)
 *   npm run bench -- --peer=off   the pages without the peer (AstroWind, scripts/bench/peer.ts);
 *                                 by default it is built once from BENCH_PEER_REPO (a git URL or
 *                                 a local clone; GitHub if unset) and measured in every round
 *   npm run bench -- --strict     exits with 1 when a budget is missed
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routes, type PagePath, type PageTemplate } from '../../shared/routes'
import { readConfig } from '../../server/start-server'
import { buildSettings, buildSite } from '../build'
import { DIST, ROOT } from '../../server/project-paths'
import { gzipSize } from '../bundle-report'
import { chromium, ensureBrowsers } from '../ensure-browsers'
import { precacheSize } from '../precache'
import { apiLoad, CONNECTIONS, crashTest } from './api-load'
import { backupBench, formatBackup } from './backup'
import { bookingBench, formatBooking } from './booking'
import { ensureBenchTools } from './bench-tools'
import { FLOOR_HTML } from './floor-page'
import { firstTapTargets, measureFirstTaps, type FirstTapFigures } from './first-tap'
import { makeCertificate, startH2Front } from './h2-front'
import { checkBudgets, PROTOCOLS } from './budgets'
import type { PageFigures, PageKind, Protocol } from './budgets'
import { launchChromium, runLighthouse, type LighthouseRun } from './lighthouse'
import { gzipBytes, transferBytes } from './page-bytes'
import { measureMainThread, type MainThreadFigures } from './main-thread'
import { PEER_PAGES, preparePeer } from './peer'
import { prerenderScaling } from './prerender-scaling'
import { lcpRatios, medianRound, steadiness } from './rounds'
import { formatSearch, searchBench } from './search'
import { BUILT_SERVER, startServerProcess } from './server-process'
import { formatMemory, uploadMemoryBench } from './upload-memory'
import { formatApi, formatBuild, formatFirstTaps, formatMainThread } from './report'
import { formatPages, formatVerdicts } from './report'

const SITE_PORT = 5090
const FLOOR_PORT = 5091
/** HTTPS and HTTP/2 in front of each, as a deployment's proxy or CDN serves phones */
const SITE_TLS_PORT = 5092
const FLOOR_TLS_PORT = 5093
/** the peer (scripts/bench/peer.ts), plain and behind HTTPS and HTTP/2 like the others */
const PEER_PORT = 5094
const PEER_TLS_PORT = 5095
const LOAD_SECONDS = 10
const KILL_AFTER_MS = 2000

/** One page of each template the issue names, in its order. */
const BENCH_TEMPLATES: { template: PageTemplate; path?: PagePath }[] = [
  { template: 'home' },
  { template: 'service', path: '/services/kitchens' },
  { template: 'region-hub', path: '/westchester' },
  { template: 'town', path: '/westchester/chappaqua/kitchen-bath-remodeling' },
  { template: 'article' },
  { template: 'learning' },
  { template: 'contact' },
  { template: 'estimate' },
  { template: 'cost-estimator' },
  { template: 'search' },
]

/** The first-tap bench's one page that is not in BENCH_TEMPLATES: the slider's. */
const CASE_STUDY = 'case-study'

function benchPages(): { label: string; path: PagePath }[] {
  return BENCH_TEMPLATES.map(({ template, path }) => {
    const route = path
      ? routes.find((r) => r.path === path && r.template === template)
      : routes.find((r) => r.template === template)
    if (!route) throw new Error(`No ${template} page${path ? ` at ${path}` : ''} to bench`)
    return { label: template, path: route.path }
  })
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length)
}

/**
 * `--pages=a,b`: whether a page's rows are wanted, by its label (its template, or `case-study`).
 * A label the bench does not know is an error, not a quietly empty table.
 */
function pageFilter(): (label: string) => boolean {
  const chosen = option('pages')?.split(',')
  if (!chosen) return () => true
  const known = [...BENCH_TEMPLATES.map((t) => t.template as string), CASE_STUDY]
  const unknown = chosen.filter((label) => !known.includes(label))
  if (unknown.length > 0) {
    throw new Error(`--pages: no page labelled ${unknown.join(', ')}; one of ${known.join(', ')}`)
  }
  return (label) => chosen.includes(label)
}

/** `--protocols=h2,http/1.1`: the protocols the pages are measured over; both by default. */
function chosenProtocols(): Protocol[] {
  const chosen = (option('protocols')?.split(',') ?? [...PROTOCOLS]) as Protocol[]
  const unknown = chosen.filter((p) => !PROTOCOLS.includes(p))
  if (unknown.length > 0) {
    throw new Error(`--protocols: ${unknown.join(', ')} unknown; one of ${PROTOCOLS.join(', ')}`)
  }
  return chosen
}

/** The site served as `npm start` serves it, with an empty database of its own. */
async function withSite<T>(run: (origin: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const site = await startServerProcess({
    port: SITE_PORT,
    env: { DATA_DIR: dataDir, SMTP_URL: '', GTAG_ID: '' },
    script: BUILT_SERVER,
  })
  try {
    return await run(site.url)
  } finally {
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function firstTaps(
  runs: number,
  wantsPage: (label: string) => boolean,
): Promise<FirstTapFigures[]> {
  ensureBrowsers([chromium])
  const paths = Object.fromEntries(benchPages().map((p) => [p.label, p.path as string]))
  const caseStudy = routes.find((r) => r.template === CASE_STUDY)
  if (!caseStudy) throw new Error('No case-study page for the slider')
  paths[CASE_STUDY] = caseStudy.path
  const targets = firstTapTargets(paths).filter((t) => wantsPage(t.label))
  return withSite((origin) => measureFirstTaps(origin, targets, runs))
}

async function mainThreadAfterPaint(
  runs: number,
  wantsPage: (label: string) => boolean,
): Promise<MainThreadFigures[]> {
  ensureBrowsers([chromium])
  const pages = benchPages().filter((p) => wantsPage(p.label))
  return withSite((origin) => measureMainThread(origin, pages, runs))
}

async function measurePages(
  runs: number,
  wantsPage: (label: string) => boolean,
): Promise<{ pages: PageFigures[]; peerError: string | undefined }> {
  // before any server starts, so a failed install leaves nothing running
  ensureBenchTools()
  const peer = await peerDist()
  const pages = await withSite((origin) => measurePagesAt(origin, runs, wantsPage, peer.dist))
  return { pages, peerError: peer.error }
}

/** The peer built (once), or why it could not be: the pages are measured without it then. */
async function peerDist(): Promise<{ dist?: string; error?: string }> {
  if (option('peer') === 'off') return { error: 'left out (--peer=off)' }
  try {
    return { dist: await preparePeer() }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`${message}
bench: measuring the pages without the peer.`)
    return { error: message.split('\n')[0]! }
  }
}

type Target = { kind: PageKind; label: string; path: string }

/** What each round measures: the floor, our pages, and the peer's pages of the same labels. */
function roundTargets(wantsPage: (label: string) => boolean, withPeer: boolean): Target[] {
  const site = benchPages()
    .filter((p) => wantsPage(p.label))
    .map((p) => ({ kind: 'site' as const, ...p }))
  const peer = withPeer
    ? PEER_PAGES.filter((p) => site.some((s) => s.label === p.label)).map((p) => ({
        kind: 'peer' as const,
        ...p,
      }))
    : []
  return [{ kind: 'floor', label: 'floor', path: '/' }, ...site, ...peer]
}

async function measurePagesAt(
  siteHttp: string,
  runs: number,
  wantsPage: (label: string) => boolean,
  peerDir: string | undefined,
): Promise<PageFigures[]> {
  const floorHttp = await startServerProcess({
    port: FLOOR_PORT,
    env: {},
    script: join(ROOT, 'scripts', 'bench', 'floor-server.ts'),
  })
  const peerHttp = peerDir
    ? await startServerProcess({
        port: PEER_PORT,
        env: { PEER_DIR: peerDir },
        script: join(ROOT, 'scripts', 'bench', 'peer-server.ts'),
        readyPath: '/',
      })
    : undefined
  const certificate = makeCertificate()
  const site = await startH2Front(SITE_TLS_PORT, Number(new URL(siteHttp).port), certificate)
  const floor = await startH2Front(FLOOR_TLS_PORT, FLOOR_PORT, certificate)
  const peer = peerHttp ? await startH2Front(PEER_TLS_PORT, PEER_PORT, certificate) : undefined
  const origins: Record<Protocol, Record<PageKind, string>> = {
    h2: { site: site.url, floor: floor.url, peer: peer?.url ?? '' },
    'http/1.1': { site: siteHttp, floor: floorHttp.url, peer: peerHttp?.url ?? '' },
  }
  ensureBrowsers([chromium])
  const chrome = await launchChromium(certificate.spki)
  try {
    const targets = roundTargets(wantsPage, peerHttp !== undefined)
    const protocols = chosenProtocols()
    const rounds = new Map<string, LighthouseRun[]>()
    const key = (protocol: Protocol, target: Target) => `${protocol} ${target.kind} ${target.label}`
    // round by round, every page, the floor and the peer once each: what slows one round slows
    // them all
    for (let round = 1; round <= runs; round++) {
      for (const protocol of protocols) {
        for (const target of targets) {
          const run = await runLighthouse(chrome, origins[protocol][target.kind] + target.path)
          rounds.set(key(protocol, target), [...(rounds.get(key(protocol, target)) ?? []), run])
          process.stdout.write(
            `lighthouse: round ${round}/${runs} ${protocol} ${target.kind} ${target.label}\n`,
          )
        }
      }
    }
    return protocols.flatMap((protocol) => {
      const floorRuns = rounds.get(key(protocol, targets[0]!))!
      return targets.map((target): PageFigures => {
        const all = rounds.get(key(protocol, target))!
        const ratios = lcpRatios(all, floorRuns)
        const peerRuns = rounds.get(key(protocol, { ...target, kind: 'peer' }))
        const run = medianRound(all, target.kind === 'floor' ? all.map((r) => r.lcpMs) : ratios)
        return {
          kind: target.kind,
          label: target.label,
          path: target.path,
          protocol,
          run,
          lcpMs: steadiness(all.map((r) => r.lcpMs)),
          lcpOverFloor: steadiness(ratios),
          lcpOverPeer:
            target.kind === 'site' && peerRuns ? steadiness(lcpRatios(all, peerRuns)) : undefined,
          tbtMs: steadiness(all.map((r) => r.tbtMs)),
          transfer: transferBytes(run.requests),
          // only our pages are in dist/
          gzip:
            target.kind === 'site'
              ? gzipBytes(DIST, run.requests, origins[protocol].site)
              : target.kind === 'floor'
                ? { html: gzipSize(FLOOR_HTML), css: 0, js: 0 }
                : { html: 0, css: 0, js: 0 },
        }
      })
    })
  } finally {
    chrome.kill()
    await site.stop()
    await floor.stop()
    await floorHttp.stop()
    await peer?.stop()
    await peerHttp?.stop()
  }
}

async function main() {
  const only = option('only')?.split(',')
  const wants = (part: string) => !only || only.includes(part)
  const runs = Number(option('runs') ?? 3)
  const wantsPage = pageFilter()

  const imageCacheWarm = existsSync(join(ROOT, 'node_modules', '.cache', 'site-images'))
  const started = performance.now()
  await buildSite(buildSettings(readConfig()))
  const buildSeconds = (performance.now() - started) / 1000
  const precache = precacheSize(DIST)

  const scaling = wants('prerender') ? await prerenderScaling() : undefined
  const measured = wants('lighthouse') ? await measurePages(runs, wantsPage) : undefined
  const pages = measured?.pages
  // each table as soon as it is measured: a later part that fails does not lose it
  if (pages) console.log(`\n${formatPages(pages, runs)}\n`)
  const taps = wants('tap') ? await firstTaps(runs, wantsPage) : undefined
  if (taps) console.log(`\n${formatFirstTaps(taps, runs)}\n`)
  const mainThread = wants('tasks') ? await mainThreadAfterPaint(runs, wantsPage) : undefined
  if (mainThread) console.log(`\n${formatMainThread(mainThread, runs)}\n`)
  const load = wants('api') ? await apiLoad(SITE_PORT, LOAD_SECONDS) : undefined
  const crash = wants('api') ? await crashTest(SITE_PORT, KILL_AFTER_MS) : undefined
  const stop = wants('api') ? await crashTest(SITE_PORT, KILL_AFTER_MS, 'SIGTERM') : undefined
  const memory = wants('memory') ? await uploadMemoryBench() : undefined
  const backup = wants('backup') ? await backupBench() : undefined
  const booking = wants('booking') ? await bookingBench(SITE_PORT) : undefined
  const search = searchBench(DIST)

  console.log('')
  console.log(formatBuild({ buildSeconds, imageCacheWarm, precache, scaling }))
  if (load && crash && stop) console.log(`\n${formatApi(load, [crash, stop], CONNECTIONS)}`)
  if (memory) console.log(`\n${formatMemory(memory)}`)
  if (backup) console.log(`\n${formatBackup(backup)}`)
  if (booking) console.log(`\n${formatBooking(booking)}`)
  console.log(`\n${formatSearch(search)}`)
  const verdicts = checkBudgets({
    pages,
    taps,
    precacheBytes: precache.bytes,
    buildSeconds,
    search,
    load,
    crash,
    stop,
    memory,
    mainThread,
    peerError: measured?.peerError,
  })
  console.log(`\n${formatVerdicts(verdicts)}`)
  const missed = verdicts.filter((v) => !v.met)
  if (missed.length > 0 && process.argv.includes('--strict')) process.exitCode = 1
}

await main()
