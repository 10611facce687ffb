/**
 * The built site as the browser tests serve it (e2e/serve.ts: a fresh SQLite file and a real SMTP
 * mailbox), reached through a connection the test can cut: with the link down the browser's
 * requests are refused as they are with no network or with the server down. Neither WebDriver
 * engine can switch a page offline, so this is the same cut in both.
 */
import { connect, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { e2eDataDir } from '../../playwright.config'
import { ROOT } from '../../server/project-paths'
import { startServerProcess } from '../../scripts/bench/server-process'
import { afterAll, beforeAll } from 'vitest'
import { storedLeads } from '../server-state'
import type { EnginePage, OpenEngine } from './engine-page'

export type TestSite = {
  /** The address the browser uses, through the cuttable link. */
  origin: string
  /** The server's own port: its data directory is `e2eDataDir(port)`. */
  port: number
  cut(): Promise<void>
  restore(): Promise<void>
  leadsOf(email: string): ReturnType<typeof storedLeads>
  stop(): Promise<void>
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    // every address of localhost: Firefox tries ::1 first
    server.listen(port, () => resolve())
  })
}

/** A TCP link from `port` to the server that can be cut and restored. */
function cuttableLink(port: number, target: number) {
  const open = new Set<Socket>()
  let server: Server | undefined
  return {
    async restore() {
      if (server) return
      server = createServer((client) => {
        const upstream = connect(target, '127.0.0.1')
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      await listen(server, port)
    },
    async cut() {
      const closing = server
      server = undefined
      for (const socket of open) socket.destroy()
      if (closing) await new Promise((resolve) => closing.close(resolve))
    },
  }
}

export async function startTestSite(port: number): Promise<TestSite> {
  const linkPort = port + 1
  const server = await startServerProcess({
    port,
    script: join(ROOT, 'e2e', 'serve.ts'),
    // every flow sends from one address
    env: { DATA_DIR: e2eDataDir(port), CONTACT_RATE_LIMIT: '1000' },
  })
  const link = cuttableLink(linkPort, port)
  await link.restore()
  return {
    origin: `http://localhost:${linkPort}`,
    port,
    cut: link.cut,
    restore: link.restore,
    leadsOf: (email) => storedLeads(port).filter((lead) => lead.email === email),
    async stop() {
      await link.cut()
      await server.stop()
    },
  }
}

/**
 * A site of its own and a fresh browser of the engine for a block of tests: started before them,
 * closed after. Read `site` and `page` inside the tests, once they have started.
 */
export function openedForTests(
  port: number,
  open: OpenEngine,
  options: { script: boolean },
): { readonly site: TestSite; readonly page: EnginePage } {
  let site: TestSite | undefined
  let page: EnginePage | undefined
  beforeAll(async () => {
    site = await startTestSite(port)
    page = await open(options)
  }, 90_000)
  afterAll(async () => {
    await page?.close()
    await site?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site and its browser start before the tests')
    return value
  }
  return {
    get site() {
      return started(site)
    },
    get page() {
      return started(page)
    },
  }
}
