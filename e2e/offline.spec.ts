import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { chromiumPath, launchArgs } from '../playwright.config'
import { DIST } from '../scripts/build-info'
import { routes } from '../shared/routes'
import { waitForHydration } from './console'
import { storedLeads, visitor } from './server-state'
import { askReplay, installWorker, queuedRequests } from './service-worker'

test.use({ serviceWorkers: 'allow' })

const PRECACHED = routes.filter((r) => r.offline === 'precache')

function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
}

/** Fills and sends the contact page form; the worker may answer for the network. */
async function sendContactForm(page: Page, person: ReturnType<typeof visitor>) {
  const form = page.getByRole('form', { name: 'Request a free estimate' })
  await form.getByLabel('First name').fill(person.firstName)
  await form.getByLabel('Last name').fill(person.lastName)
  await form.getByLabel('Phone').fill(person.phone)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Message').fill('Hall bath: new vanity, tile and a fan that vents outside.')
  await page.waitForTimeout(3100)
  await form.getByRole('button', { name: 'Send Request' }).click()
}

const leadsOf = (person: ReturnType<typeof visitor>) =>
  storedLeads().filter((lead) => lead.email === person.email)

test('the worker installs, controls the page and precaches the pages marked for it', async ({
  page,
}) => {
  await installWorker(page)
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'))!
    const requests = await (await caches.open(name)).keys()
    return requests.map((r) => new URL(r.url).pathname)
  })
  for (const route of PRECACHED) {
    expect(cached).toContain(route.path === '/' ? '/index.html' : `${route.path}/index.html`)
  }
  expect(cached).not.toContain('/westchester/scarsdale/kitchen-bath-remodeling/index.html')
})

test('offline, every precached page opens with its own heading', async ({ page, context }) => {
  test.setTimeout(90_000)
  await installWorker(page)
  await context.setOffline(true)
  const missing: string[] = []
  page.on('requestfailed', (request) => missing.push(request.url()))
  for (const route of PRECACHED) {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading)
    await waitForHydration(page)
    await expect(page.locator('main')).not.toContainText('Loading page...')
  }
  // every script and style those pages need came from the precache
  expect(missing.filter((url) => /\/assets\//.test(url))).toEqual([])
})

test('offline, moving to another saved page from the menu still shows it', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/services/kitchens')
  await waitForHydration(page)
  await context.setOffline(true)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cabinets' })
    .click()
  // its text is not on the device as a script: the page reloads and the worker answers it
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    routes.find((r) => r.path === '/services/cabinets')!.heading,
    { timeout: 15_000 },
  )
  await expect(page.locator('main')).toContainText('Frequently asked questions')
})

test('a page read online opens offline; an unknown one shows the offline page', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/blog/kitchen-design-trends')
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  await context.setOffline(true)

  await page.goto('/blog/kitchen-design-trends')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)

  await page.goto('/westchester/yonkers/kitchen-bath-remodeling')
  await expect(page).toHaveURL(/\/offline\?from=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
  await waitForHydration(page)
  await expect(page.getByText('“Yonkers” is not saved on this device yet.')).toBeVisible()
  const saved = page.getByRole('region', { name: 'Available offline' })
  await expect(saved.locator('a[href="/services/kitchens"]')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Pages you have read on this device' }),
  ).toBeVisible()
})

test('the Westchester town list shows offline on a device that loaded it once', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/westchester')
  const list = page
    .getByTestId('page-westchester-hub')
    .getByRole('link', { name: 'Chappaqua', exact: true })
  await expect(list).toBeVisible()
  // the list must come from the persisted query, not only from the worker's HTTP cache
  await page.evaluate(() => caches.delete('api-towns'))
  await page.waitForTimeout(1500) // the persister writes at most once a second
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByTestId('page-westchester-hub').getByRole('link', { name: 'Chappaqua', exact: true }),
  ).toBeVisible()
  const towns = page.locator('section', {
    has: page.getByRole('heading', { name: 'Westchester towns we work in' }),
  })
  await expect(towns.getByRole('link')).toHaveCount(82)
})

test('an offline lead is queued, then stored exactly once when the connection returns', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/contact')
  await waitForHydration(page)
  const person = visitor('offline')
  await context.setOffline(true)
  await sendContactForm(page, person)
  await expect(toasts(page)).toContainText('Saved on this device')
  await expect.poll(() => queuedRequests(page)).toBe(1)
  expect(leadsOf(person)).toHaveLength(0)

  await context.setOffline(false)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => queuedRequests(page)).toBe(0)
  await expect(toasts(page)).toContainText('Message Sent!')
  await askReplay(page)
  await page.waitForTimeout(500)
  expect(leadsOf(person)).toHaveLength(1)
})

test('a replay answered 503 stays queued and is delivered once later', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/contact')
  await waitForHydration(page)
  const person = visitor('replay-503')
  await context.setOffline(true)
  await sendContactForm(page, person)
  await expect.poll(() => queuedRequests(page)).toBe(1)

  let refused = 0
  await context.route('**/api/contact', async (route) => {
    if (refused === 0) {
      refused++
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"busy"}',
      })
    } else {
      await route.continue()
    }
  })
  await context.setOffline(false)
  await expect.poll(() => refused).toBe(1)
  await page.waitForTimeout(500)
  expect(await queuedRequests(page)).toBe(1)
  expect(leadsOf(person)).toHaveLength(0)

  await askReplay(page)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => queuedRequests(page)).toBe(0)
})

test('reloading while a lead is queued neither loses nor duplicates it', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto('/contact')
  await waitForHydration(page)
  const person = visitor('reload')
  await context.setOffline(true)
  await sendContactForm(page, person)
  await expect.poll(() => queuedRequests(page)).toBe(1)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  expect(await queuedRequests(page)).toBe(1)

  await context.setOffline(false)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await page.reload()
  await waitForHydration(page)
  await askReplay(page)
  await page.waitForTimeout(500)
  expect(leadsOf(person)).toHaveLength(1)
  expect(await queuedRequests(page)).toBe(0)
})

test('a polite banner says when the connection drops and when it returns', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await waitForHydration(page)
  await context.setOffline(true)
  await expect(page.getByRole('status').getByText(/You're offline/)).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').getByText("You're back online.")).toBeVisible()
})

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
  await expect(page.locator('footer')).toContainText('tap Share, then Add to Home Screen')
  await context.close()
})
