import { defineConfig } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = Number(process.env.E2E_PORT ?? 5055)
/** The server with a contact rate limit of one request. */
export const STRICT_PORT = PORT + 1
/** `npm run edit` on a copy of the repository (e2e/editor.spec.ts), and its editor's local server. */
export const EDIT_PORT = PORT + 2
export const EDITOR_PROXY_PORT = PORT + 3
/** A server of its own for the desk's figures (e2e/owner-insights.spec.ts): a known fixture. */
export const INSIGHTS_PORT = PORT + 4

/** Where a test server keeps its SQLite file and mailbox. */
export function e2eDataDir(port = PORT): string {
  return join(tmpdir(), `e2e-data-${port}`)
}

function server(port: number, env: Record<string, string>) {
  return {
    command: 'tsx e2e/serve.ts',
    url: `http://localhost:${port}/api/towns`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(port), DATA_DIR: e2eDataDir(port), ...env },
    stdout: 'ignore' as const,
  }
}

/** Debian's Chromium: Playwright's own browser download is not reachable here (README). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for a sandbox without network beyond loopback (see README). */
export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // in CI, the dot reporter: a character a test, and each failure written out in full at the
  // end, where the last lines of the log (all a CI page may keep) show it
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // the service worker would answer requests the tests intercept; e2e/offline.spec.ts allows it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: launchArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // the built site from dist/ with a real SMTP mailbox; npm test builds first. Every test
    // sends from one address: the limit is raised so they do not share the production one
    server(PORT, { CONTACT_RATE_LIMIT: '1000' }),
    // a second server whose contact rate limit is 1, for a real server-side failure
    server(STRICT_PORT, { CONTACT_RATE_LIMIT: '1' }),
  ],
})
