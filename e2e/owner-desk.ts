import { spawnSync } from 'node:child_process'
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { e2eDataDir } from '../playwright.config'

/**
 * `npm run owner -- --invite NAME` against the data of the test server (the one on `port`): the
 * link on its last line.
 */
export function invite(name: string, baseURL: string, port?: number): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/owner.ts', '--invite', name],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: e2eDataDir(port), SITE_URL: baseURL } },
  )
  expect(run.status, run.stderr).toBe(0)
  return run.stdout.trim().split('\n').at(-1)!
}

/** A phone's passkey store in this browser context: user verification always succeeds. */
export async function passkeyStore(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** Opens an invite link and makes the passkey: the desk's requests are on screen. */
export async function joinDesk(page: Page, link: string, name: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible()
  await page.getByRole('button', { name: 'Make my passkey' }).click()
  await expect(page.getByRole('heading', { name: /^Requests/ })).toBeVisible()
}
