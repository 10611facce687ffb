/**
 * What brings requests, in Chromium against the built server: a request carries where its visit
 * began (campaign tags, another site's link), each page view is one beacon after the page is on
 * screen, Global Privacy Control and Do Not Track stop it, pages read offline are counted once
 * the worker sends their views on, and no public answer sets a cookie.
 */
import { expect, test, type Page, type Request, type Response } from '@playwright/test'
import { VISIT_KEY } from '../client/lib/visit-source'
import { channelOf } from '../shared/lead-source'
import { paths } from '../shared/paths'
import { routes } from '../shared/routes'
import { waitForHydration } from './console'
import { fillRequest, THANK_YOU, takeTimeToFill } from './request-form'
import { countedViews, storedSource, visitor } from './server-state'
import { askReplay, installWorker, queuedViewPaths } from './service-worker'

/** A person's browser: a headless browser's own agent is left out of the counts, as bots are. */
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36'
test.use({ userAgent: PERSON })

const byTemplate = (template: string) => routes.find((route) => route.template === template)!
const SERVICE = byTemplate('service').path
const TOWN = byTemplate('town').path
/** Pages whose views only these tests count (other tests' browsers are headless, not counted). */
const ARTICLE = byTemplate('article').path
const GUIDE = byTemplate('topic-guide').path
/** A page the worker keeps from its install, read offline here only. */
const READ_OFFLINE = routes.find(
  (route) =>
    route.offline === 'precache' &&
    !['/', SERVICE, TOWN, ARTICLE, GUIDE, paths.contact, paths.thankYou].includes(route.path),
)!.path

/** Waits until the entry script has noted where the tab's visit began. */
async function visitNoted(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY))
    .not.toBeNull()
}

/** Sends the contact page's form as a visitor does, and waits for the thank-you page. */
async function sendFromContactPage(page: Page, tag: string) {
  const person = visitor(tag)
  await page.goto(paths.contact)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Hall bath, new tile.')
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(THANK_YOU)
  return person
}

/** The view beacons a page sends. */
function beacons(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === paths.viewsApi) sent.push(request)
  })
  return sent
}

test('a request from a visit that began on an ad click carries its campaign, not the click id', async ({
  page,
}) => {
  await page.goto(
    `${SERVICE}?utm_source=google&utm_medium=cpc&utm_campaign=spring-kitchens&gclid=Cj0-test`,
  )
  await visitNoted(page)
  const person = await sendFromContactPage(page, 'source-ads')
  const source = storedSource(person.email)
  expect(source).toEqual({
    firstPage: SERVICE,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-kitchens',
    adClick: 'google-ads',
    device: 'desktop',
    display: 'browser',
  })
  expect(channelOf(source)).toBe('ads')
})

test('a request from a visit that came by another site’s link carries that site’s host only', async ({
  browser,
}) => {
  // a phone: a finger for a pointer, a narrow screen
  const phone = await browser.newContext({
    userAgent: PERSON,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await phone.newPage()
  await page.goto(TOWN, { referer: 'https://www.pta.example.org/newsletter/march?member=4411' })
  await visitNoted(page)
  const person = await sendFromContactPage(page, 'source-link')
  const source = storedSource(person.email)
  expect(source).toEqual({
    firstPage: TOWN,
    referrerHost: 'pta.example.org',
    device: 'phone',
    display: 'browser',
  })
  expect(channelOf(source)).toBe('other-sites')
  await phone.close()
})

test('one beacon per page view, after the page is on screen, counted by the server', async ({
  page,
}) => {
  const sent = beacons(page)
  const before = countedViews(ARTICLE)
  await page.goto(ARTICLE, { referer: 'https://duckduckgo.com/' })
  await expect.poll(() => sent.length).toBe(1)
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  )
  expect(paint).toBeDefined()
  expect(JSON.parse(sent[0]!.postData()!)).toEqual({
    path: ARTICLE,
    referrerHost: 'duckduckgo.com',
  })
  await expect.poll(() => countedViews(ARTICLE)).toBe(before + 1)
  await page.waitForTimeout(1000)
  expect(sent).toHaveLength(1)
})

for (const [name, init] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
] as const) {
  test(`${name} stops the beacon`, async ({ page }) => {
    await page.addInitScript(init)
    const sent = beacons(page)
    await page.goto(GUIDE)
    await waitForHydration(page)
    // the entry has run (React came with it), and the page had time to send one
    await page.waitForTimeout(1500)
    expect(sent).toEqual([])
  })
}

test('no public answer sets a cookie, and the browser keeps none', async ({ page, context }) => {
  const setting: string[] = []
  // each answer's headers are read while its page is open: all of them before the test ends
  const read: Promise<void>[] = []
  const readCookieHeader = (response: Response) => {
    read.push(
      response.headerValue('set-cookie').then((value) => {
        if (value) setting.push(response.url())
      }),
    )
  }
  page.on('response', readCookieHeader)
  await page.goto(`/?utm_source=newsletter&utm_medium=email`)
  await waitForHydration(page)
  await page.goto(SERVICE)
  await sendFromContactPage(page, 'no-cookie')
  page.off('response', readCookieHeader)
  await Promise.all(read)
  expect(setting).toEqual([])
  expect(await context.cookies()).toEqual([])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a page read offline is counted once the worker sends its view on', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    const before = countedViews(READ_OFFLINE)
    await context.setOffline(true)
    await page.goto(READ_OFFLINE)
    // the page before may have sent its view as the connection went: it is kept too
    await expect
      .poll(async () => (await queuedViewPaths(page)).filter((path) => path === READ_OFFLINE))
      .toEqual([READ_OFFLINE])
    expect(countedViews(READ_OFFLINE)).toBe(before)
    await context.setOffline(false)
    await askReplay(page)
    await expect.poll(() => queuedViewPaths(page)).toEqual([])
    await expect.poll(() => countedViews(READ_OFFLINE)).toBe(before + 1)
  })
})
