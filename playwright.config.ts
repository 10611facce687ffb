import { defineConfig } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = Number(process.env.E2E_PORT ?? 5055)

/** Debian's Chromium: Playwright's own browser download is not reachable here (README). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // the built site from dist/, as `npm start` serves it; npm test builds first
    command: 'tsx server/index.ts',
    url: `http://localhost:${PORT}/api/towns`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(PORT), DATA_DIR: join(tmpdir(), `e2e-data-${PORT}`) },
    stdout: 'ignore',
  },
})
