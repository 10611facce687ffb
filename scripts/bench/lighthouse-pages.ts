/** The pages' Lighthouse rounds: the floor, our pages and the peer's, over each protocol. */
import { DIST } from '../../server/project-paths'
import { gzipSize } from '../bundle-report'
import { chromium, ensureBrowsers } from '../ensure-browsers'
import { benchPages } from './bench-pages'
import { ensureBenchTools } from './bench-tools'
import type { PageFigures, PageKind, Protocol } from './budgets'
import { FLOOR_HTML } from './floor-page'
import { launchChromium, runLighthouse, type LighthouseRun } from './lighthouse'
import { peerLeftOut, throttling } from './options'
import { gzipBytes, transferBytes } from './page-bytes'
import { PEER_PAGES, preparePeer } from './peer'
import { lcpRatios, medianRound, steadiness } from './rounds'
import { startPageServers, withSite } from './servers'

/** Every page `runs` rounds; `peerError` says why the peer's pages are missing, if they are. */
export async function measurePages(
  runs: number,
  wantsPage: (label: string) => boolean,
  protocols: readonly Protocol[],
): Promise<{ pages: PageFigures[]; peerError: string | undefined }> {
  // before any server starts, so a failed install leaves nothing running
  ensureBenchTools()
  const peer = await peerDist()
  const pages = await withSite((origin) =>
    measurePagesAt(origin, runs, wantsPage, protocols, peer.dist),
  )
  return { pages, peerError: peer.error }
}

/** The peer built (once), or why it could not be: the pages are measured without it then. */
async function peerDist(): Promise<{ dist?: string; error?: string }> {
  if (peerLeftOut()) return { error: 'left out (--peer=off)' }
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
  protocols: readonly Protocol[],
  peerDir: string | undefined,
): Promise<PageFigures[]> {
  const servers = await startPageServers(siteHttp, peerDir)
  const { origins } = servers
  ensureBrowsers([chromium])
  const chrome = await launchChromium(servers.spki)
  try {
    const targets = roundTargets(wantsPage, servers.withPeer)
    const throttlingMethod = throttling()
    const rounds = new Map<string, LighthouseRun[]>()
    const key = (protocol: Protocol, target: Target) => `${protocol} ${target.kind} ${target.label}`
    // round by round, every page, the floor and the peer once each: what slows one round slows
    // them all
    for (let round = 1; round <= runs; round++) {
      for (const protocol of protocols) {
        for (const target of targets) {
          const url = origins[protocol][target.kind] + target.path
          const run = await runLighthouse(chrome, url, throttlingMethod)
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
    await servers.stop()
  }
}
