import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { westchesterPlaces } from '../shared/catalog/westchester-places'
import { mainNav } from '../shared/navigation'
import { paths } from '../shared/paths'
import { findRoute, routes } from '../shared/routes'
import { OFFLINE_PATH } from '../shared/sw-messages'
import { toasts } from './toasts'
import { waitForHydration } from './console'
import { leadsOf, visitor } from './server-state'
import { askReplay, denyBackgroundSync, installWorker, queuedRequests } from './service-worker'
import { FIRST_RETRY_MS } from '../client/pwa/contact-retry'
import { fillRequest, takeTimeToFill } from './request-form'
import { pageFile } from '../shared/page-file'

test.use({ serviceWorkers: 'allow' })

const PRECACHED = routes.filter((r) => r.offline === 'precache')
const runtime = routes.filter((r) => r.offline === 'runtime')
/** A page the worker keeps once it is read, and one it does not have until then. */
const READ_ONLINE =
  runtime.find((r) => r.template === 'article') ?? runtime.find((r) => r.template !== 'town')!
const NOT_READ = runtime.findLast((r) => r.template === 'town')!

/** Fills and sends the contact page form; the worker may answer for the network. */
async function sendContactForm(page: Page, person: ReturnType<typeof visitor>) {
  const form = await fillRequest(
    page,
    person,
    'Hall bath: new vanity, tile and a fan that vents outside.',
  )
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Request' }).click()
}

/** With the worker in control, sends the contact form offline, so the worker queues it. */
async function queueLeadOffline(page: Page, context: BrowserContext, tag: string) {
  await installWorker(page)
  await page.goto('/contact')
  await waitForHydration(page)
  const person = visitor(tag)
  await context.setOffline(true)
  await sendContactForm(page, person)
  return person
}

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
    expect(cached).toContain(`/${pageFile(route.path)}`)
  }
  expect(cached).not.toContain(`/${pageFile(NOT_READ.path)}`)
})

test('offline, every precached page opens with its own heading', async ({ page, context }) => {
  test.setTimeout(90_000)
  await installWorker(page)
  await context.setOffline(true)
  const missing: string[] = []
  page.on('requestfailed', (request) => {
    // a load the next page.goto cancelled is not a missing file
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') missing.push(request.url())
  })
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
  const cabinets = mainNav.find((i) => i.href === paths.service('cabinets'))!
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: cabinets.label })
    .click()
  // its text is not on the device as a script: the page reloads and the worker answers it
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    findRoute(cabinets.href)!.heading,
    { timeout: 15_000 },
  )
  await expect(page.locator('main')).toContainText('Frequently asked questions')
})

test('a page read online opens offline; an unknown one shows the offline page', async ({
  page,
  context,
}) => {
  await installWorker(page)
  await page.goto(READ_ONLINE.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(READ_ONLINE.heading)
  await context.setOffline(true)

  await page.goto(READ_ONLINE.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(READ_ONLINE.heading)

  await page.goto(NOT_READ.path)
  await expect(page).toHaveURL(/\/offline\?from=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(findRoute(OFFLINE_PATH)!.heading)
  await waitForHydration(page)
  await expect(page.getByText(`“${NOT_READ.label}” is not saved on this device yet.`)).toBeVisible()
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
  const place = westchesterPlaces[0]!
  await page.goto('/westchester')
  const list = page
    .getByTestId('page-westchester-hub')
    .getByRole('link', { name: place.town, exact: true })
  await expect(list).toBeVisible()
  // the list must come from the persisted query, not only from the worker's HTTP cache
  await page.evaluate(() => caches.delete('api-towns'))
  await page.waitForTimeout(1500) // the persister writes at most once a second
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByTestId('page-westchester-hub').getByRole('link', { name: place.town, exact: true }),
  ).toBeVisible()
  const towns = page.locator('section', {
    has: page.getByRole('heading', { name: 'Westchester towns we work in' }),
  })
  await expect(towns.getByRole('link')).toHaveCount(westchesterPlaces.length)
})

test('an offline lead is queued, then stored exactly once when the connection returns', async ({
  page,
  context,
}) => {
  const person = await queueLeadOffline(page, context, 'offline')
  await expect(toasts(page)).toContainText('Saved on this device')
  await expect.poll(() => queuedRequests(page)).toBe(1)
  expect(leadsOf(person)).toHaveLength(0)

  await context.setOffline(false)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => queuedRequests(page)).toBe(0)
  await expect(toasts(page)).toContainText('Message Sent!')
  // the request has reached us: its free consultation can be booked from the toast
  await expect(toasts(page).getByRole('button', { name: 'Pick a time' })).toBeVisible()
  await askReplay(page)
  await page.waitForTimeout(500)
  expect(leadsOf(person)).toHaveLength(1)
})

test('a replay answered 503 stays queued and is delivered once later', async ({
  page,
  context,
}) => {
  const person = await queueLeadOffline(page, context, 'replay-503')
  await expect.poll(() => queuedRequests(page)).toBe(1)

  // the server is busy until told otherwise: every replay (the worker's sync and the page's
  // own ask when the connection returns may both run) is answered 503
  let busy = true
  let refused = 0
  await context.route('**/api/contact', async (route) => {
    if (busy) {
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
  await expect.poll(() => refused).toBeGreaterThan(0)
  await page.waitForTimeout(500)
  expect(await queuedRequests(page)).toBe(1)
  expect(leadsOf(person)).toHaveLength(0)

  busy = false
  await askReplay(page)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => queuedRequests(page)).toBe(0)
})

test('online with the server out of reach, a saved lead goes out from the open page, once', async ({
  page,
  context,
}) => {
  test.setTimeout(FIRST_RETRY_MS + 45_000)
  await installWorker(page)
  // as in Safari and Firefox, no Background Sync: only the page can ask for the replay
  await denyBackgroundSync(page, context)
  await page.goto('/contact')
  await waitForHydration(page)

  // the browser stays online; the server cannot be reached, by the page nor by its worker
  let down = true
  await context.route('**/api/contact', (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  )
  const person = visitor('server-down')
  await sendContactForm(page, person)
  await expect(toasts(page)).toContainText('Saved on this device')
  // what the page says is so: the device is not offline, and the page will send it
  await expect(toasts(page)).toContainText('Our site could not be reached just now.')
  await expect(toasts(page)).toContainText('while a page of this site is open')
  await expect(toasts(page)).not.toContainText("You're offline")
  await expect.poll(() => queuedRequests(page)).toBe(1)
  expect(leadsOf(person)).toHaveLength(0)

  // the server is back: no reload, no online event, no input; the page's schedule sends it
  down = false
  await expect.poll(() => leadsOf(person).length, { timeout: FIRST_RETRY_MS + 15_000 }).toBe(1)
  await expect(toasts(page)).toContainText('Message Sent!')
  await expect.poll(() => queuedRequests(page)).toBe(0)
  // and once only, whoever asks again
  await askReplay(page)
  await page.waitForTimeout(500)
  expect(leadsOf(person)).toHaveLength(1)
})

test('reloading while a lead is queued neither loses nor duplicates it', async ({
  page,
  context,
}) => {
  const person = await queueLeadOffline(page, context, 'reload')
  await expect.poll(() => queuedRequests(page)).toBe(1)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    findRoute(paths.contact)!.heading,
  )
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
