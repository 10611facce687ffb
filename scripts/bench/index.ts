/**
 * `npm run bench`: builds the site, serves it, and prints what speed and size a homeowner's
 * phone meets, against the budgets in budgets.ts. Figures only: nothing here is a test.
 *
 *   npm run bench                 everything (about 10 minutes on 2 cores)
 *   npm run bench -- --runs=1     one Lighthouse round instead of 3 (each round measures the
 *                                 floor and every page once, over HTTP/2 and over HTTP/1.1)
 *   npm run bench -- --protocols=h2   the pages over one protocol only (h2 or http/1.1)
 *   npm run bench -- --only=lighthouse,tap,tasks,photos,api,memory,prerender,backup,booking
 *                                 a part
 *                                 (the build always runs); tasks: the main thread's long tasks
 *                                 after the first paint in a real load at 4× CPU; photos: a
 *                                 12 MP photo shrunk in the worker and on the page, at 4× CPU
 *   npm run bench -- --only=booking   the free times of three weeks in process, then
 *                                 POST /api/bookings racing at 50 connections, and the file after
 *   npm run bench -- --pages=estimate,contact,home   only those pages' Lighthouse and first-tap
 *                                 rows, by label (the floor is always measured)
 *   npm run bench -- --peer=off   the pages without the peer (AstroWind, scripts/bench/peer.ts);
 *                                 by default it is built once from BENCH_PEER_REPO (a git URL or
 *                                 a local clone; GitHub if unset) and measured in every round
 *   npm run bench -- --throttling=devtools   Lighthouse slows the browser itself (4× CPU, slow
 *                                 4G) and reports what it observed, instead of simulating
 *   npm run bench -- --strict     exits with 1 when a budget is missed
 */
import { DIST } from '../../server/project-paths'
import { chromium, ensureBrowsers } from '../ensure-browsers'
import { apiLoad, CONNECTIONS, crashTest } from './api-load'
import { backupBench, formatBackup } from './backup'
import { benchPages, tapPagePaths } from './bench-pages'
import { bookingBench, formatBooking } from './booking'
import { checkBudgets } from './budgets'
import { firstTapTargets, measureFirstTaps, type FirstTapFigures } from './first-tap'
import { measurePages } from './lighthouse-pages'
import { measureMainThread, type MainThreadFigures } from './main-thread'
import { measurePhotoShrink } from './photo-shrink'
import { chosenProtocols, pageFilter, partFilter, runCount, strict } from './options'
import { prerenderScaling } from './prerender-scaling'
import { formatSearch, searchBench } from './search'
import { SITE_PORT, withSite } from './servers'
import { timedBuild } from './timed-build'
import { formatMemory, uploadMemoryBench } from './upload-memory'
import { formatApi, formatBuild, formatFirstTaps, formatMainThread } from './report'
import { formatPhotoShrink } from './report'
import { formatPages, formatVerdicts } from './report'

/** POST /api/contact under load for this long, and a server ended this far into a burst */
const LOAD_SECONDS = 10
const KILL_AFTER_MS = 2000

async function firstTaps(
  runs: number,
  wantsPage: (label: string) => boolean,
): Promise<FirstTapFigures[]> {
  ensureBrowsers([chromium])
  const targets = firstTapTargets(tapPagePaths()).filter((t) => wantsPage(t.label))
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

async function main() {
  const wants = partFilter()
  const runs = runCount()
  const wantsPage = pageFilter()
  // every option read before the build, so a mistyped one stops the bench at once
  const protocols = chosenProtocols()

  const build = await timedBuild()

  const scaling = wants('prerender') ? await prerenderScaling() : undefined
  const measured = wants('lighthouse') ? await measurePages(runs, wantsPage, protocols) : undefined
  const pages = measured?.pages
  // each table as soon as it is measured: a later part that fails does not lose it
  if (pages) console.log(`\n${formatPages(pages, runs)}\n`)
  const taps = wants('tap') ? await firstTaps(runs, wantsPage) : undefined
  if (taps) console.log(`\n${formatFirstTaps(taps, runs)}\n`)
  const mainThread = wants('tasks') ? await mainThreadAfterPaint(runs, wantsPage) : undefined
  if (mainThread) console.log(`\n${formatMainThread(mainThread, runs)}\n`)
  const photos = wants('photos')
    ? await withSite((origin) => measurePhotoShrink(origin, runs))
    : undefined
  if (photos) console.log(`\n${formatPhotoShrink(photos, runs)}\n`)
  const load = wants('api') ? await apiLoad(SITE_PORT, LOAD_SECONDS) : undefined
  const crash = wants('api') ? await crashTest(SITE_PORT, KILL_AFTER_MS) : undefined
  const stop = wants('api') ? await crashTest(SITE_PORT, KILL_AFTER_MS, 'SIGTERM') : undefined
  const memory = wants('memory') ? await uploadMemoryBench() : undefined
  const backup = wants('backup') ? await backupBench() : undefined
  const booking = wants('booking') ? await bookingBench(SITE_PORT) : undefined
  const search = searchBench(DIST)

  console.log('')
  console.log(formatBuild({ ...build, scaling }))
  if (load && crash && stop) console.log(`\n${formatApi(load, [crash, stop], CONNECTIONS)}`)
  if (memory) console.log(`\n${formatMemory(memory)}`)
  if (backup) console.log(`\n${formatBackup(backup)}`)
  if (booking) console.log(`\n${formatBooking(booking)}`)
  console.log(`\n${formatSearch(search)}`)
  const verdicts = checkBudgets({
    pages,
    taps,
    precacheBytes: build.precache.bytes,
    buildSeconds: build.buildSeconds,
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
  if (missed.length > 0 && strict()) process.exitCode = 1
}

await main()
