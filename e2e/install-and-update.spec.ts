import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { chromiumPath, launchArgs } from '../playwright.config'
import { DIST } from '../server/project-paths'
import { toasts } from './toasts'
import { waitForHydration } from './console'
import { installWorker } from './service-worker'

test.use({ serviceWorkers: 'allow' })

test.describe('updates', () => {
  test.describe.configure({ mode: 'serial' })
  const swFile = join(DIST, 'sw.js')
  let original = ''
  test.beforeAll(() => {
    original = readFileSync(swFile, 'utf8')
  })
  test.afterEach(() => writeFileSync(swFile, original))

  /**
   * Ships a changed sw.js, as a deploy would, and asks the browser to check for it. (The
   * browser's worker update check bypasses Playwright's routing, so the file itself changes;
   * the change is a comment and is undone after each test.)
   */
  async function shipNewWorker(page: Page) {
    writeFileSync(swFile, `${original}\n// next build ${Date.now()}\n`)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.update()
    })
  }

  test('a waiting worker brings the "New version available" toast; Reload switches', async ({
    page,
  }) => {
    await installWorker(page)
    await waitForHydration(page)
    await shipNewWorker(page)
    await expect(toasts(page)).toContainText('New version available')
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await toasts(page).getByRole('button', { name: 'Reload' }).click()
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker)
    await waitForHydration(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before)
  })

  test('a page with a filled form is never reloaded by the update', async ({ page }) => {
    await installWorker(page)
    await page.goto('/contact')
    await waitForHydration(page)
    await page.getByLabel('First name').fill('Eleanor')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await shipNewWorker(page)
    await expect(toasts(page)).toContainText('New version available')
    await toasts(page).getByRole('button', { name: 'Reload' }).click()
    await expect(toasts(page)).toContainText('Update waits for your form')
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await expect(page.getByLabel('First name')).toHaveValue('Eleanor')
  })
})

test('the manifest meets Chrome install criteria, with icons, screenshots and shortcuts', async ({
  page,
}) => {
  await installWorker(page)
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestUrl).toBe('/manifest.webmanifest')
  const manifest = await (await page.request.get(manifestUrl!)).json()
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Chappaqua Kitchen & Bath',
    short_name: expect.any(String),
    start_url: expect.stringMatching(/^\//),
    scope: '/',
    display: 'standalone',
    theme_color: '#23395b',
  })
  const purposes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  )
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual([
    'narrow',
    'wide',
  ])
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
    'Call us',
    'Text us',
    'Free estimate',
  ])
  const images = [
    ...manifest.icons,
    ...manifest.screenshots,
    ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons),
  ]
  for (const image of images as { src: string }[]) {
    const res = await page.request.get(image.src)
    expect(res.status(), image.src).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  }
})

test('Chrome finds nothing that stops installation', async ({ baseURL }) => {
  // a persistent profile: Playwright's usual contexts are incognito, where nothing installs
  const profile = mkdtempSync(join(tmpdir(), 'install-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: launchArgs,
  })
  try {
    const page = await context.newPage()
    await page.goto(baseURL!)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[]
    }
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('offers "Install the app" when the browser allows installation', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const install = page.getByRole('button', { name: 'Install the app' })
  await expect(install).toHaveCount(0)
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  await install.click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  )
  await expect(install).toHaveCount(0)
})

test('shows the Add to Home Screen hint in iOS Safari', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/')
  // the hint is React's, which comes with the first interaction
  await waitForHydration(page)
  await expect(page.locator('footer')).toContainText('tap Share, then Add to Home Screen')
  await context.close()
})
