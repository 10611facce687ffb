/** The servers the pages are measured on, at fixed ports: site, floor, peer and HTTP/2 fronts. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../server/project-paths'
import type { PageKind, Protocol } from './budgets'
import { makeCertificate, startH2Front } from './h2-front'
import { BUILT_SERVER, startServerProcess, type ServerProcess } from './server-process'

/** The site's; the API, memory and booking parts start their own server on it, one at a time. */
export const SITE_PORT = 5090
const FLOOR_PORT = 5091
/** HTTPS and HTTP/2 in front of each, as a deployment's proxy or CDN serves phones */
const SITE_TLS_PORT = 5092
const FLOOR_TLS_PORT = 5093
/** the peer (scripts/bench/peer.ts), plain and behind HTTPS and HTTP/2 like the others */
const PEER_PORT = 5094
const PEER_TLS_PORT = 5095

/**
 * The site served as `npm start` serves it, with an empty database of its own and any settings
 * `env` adds; `run` gets its address and its process.
 */
export async function withSite<T>(
  run: (origin: string, site: ServerProcess) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const site = await startServerProcess({
    port: SITE_PORT,
    env: { DATA_DIR: dataDir, SMTP_URL: '', GTAG_ID: '', ...env },
    script: BUILT_SERVER,
  })
  try {
    return await run(site.url, site)
  } finally {
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Where each kind of page is served over each protocol, and how to stop what serves them. */
export type PageServers = {
  origins: Record<Protocol, Record<PageKind, string>>
  /** the hash of the certificate's key, for the browser to trust */
  spki: string
  withPeer: boolean
  stop: () => Promise<void>
}

/**
 * Beside the running site (`siteHttp`): the floor, the peer when its built dist/ is given, and
 * HTTPS and HTTP/2 in front of each.
 */
export async function startPageServers(
  siteHttp: string,
  peerDir: string | undefined,
): Promise<PageServers> {
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
  return {
    origins: {
      h2: { site: site.url, floor: floor.url, peer: peer?.url ?? '' },
      'http/1.1': { site: siteHttp, floor: floorHttp.url, peer: peerHttp?.url ?? '' },
    },
    spki: certificate.spki,
    withPeer: peerHttp !== undefined,
    async stop() {
      await site.stop()
      await floor.stop()
      await floorHttp.stop()
      await peer?.stop()
      await peerHttp?.stop()
    },
  }
}
