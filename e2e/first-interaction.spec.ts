import { expect, test, type Page } from '@playwright/test'
import { routes } from '../shared/routes'
import { paths } from '../shared/paths'
import { waitForHydration, watchConsole } from './console'
import { HOLD_LIMIT_MS } from '../client/early/before-react'
import { clickOnceStill } from './in-view'
import { entryHasRun, holdAllScripts, holdLateScripts, recordNoPaint } from './late-scripts'
import { fillRequest, THANK_YOU, takeTimeToFill } from './request-form'
import { leadsOf, visitor } from './server-state'

/**
 * React comes with the visitor's first interaction. These tests hold back every script the page
 * does not name in its HTML, to see the page as a phone on a slow connection sees it in that
 * moment: what must answer the first tap answers without it, and what needs it waits for it
 * without losing the visitor's input.
 */
const holdReact = (page: Page, path: string) => holdLateScripts(page, path)

// the service worker would answer React's file from its precache, around the hold
test.use({ serviceWorkers: 'block' })

test('a page that is only read fetches none of the code the first interaction brings', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/services/kitchens', { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  expect(scripts.length).toBeGreaterThan(0)
  // scrolling is reading
  await page.evaluate(() => window.scrollBy(0, 2000))
  await page.waitForTimeout(500)
  const whileReading = new Set(scripts)
  // the first interaction brings React, which takes the prerendered page over
  await waitForHydration(page)
  const brought = scripts.filter((script) => !whileReading.has(script))
  expect(brought.length).toBeGreaterThan(0)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu opens on the first tap before React is here, and React keeps it as it is', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const release = await holdReact(page, '/westchester')
    await page.goto('/westchester')
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    release()
    await waitForHydration(page)
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).tap()
    await expect(menu).toBeHidden()
    expect(problems).toEqual([])
  })
})

/** The moment the page's load event started, and the first script's request. */
function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    return { loaded: navigation!.loadEventStart, firstScript: scripts[0]?.startTime }
  })
}

// the service page's before/after sliders are far below a phone's first screen
for (const path of ['/contact', routes.find((r) => r.template === 'service')!.path]) {
  test(`${path} asks for its entry script only once it has loaded and painted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = watchConsole(page)
    await page.goto(path)
    await waitForHydration(page)
    const timing = await scriptTiming(page)
    expect(timing.firstScript).toBeGreaterThan(timing.loaded)
    // the inline loader is allowed by the page's Content-Security-Policy
    expect(problems).toEqual([])
  })
}

// Firefox records no first paint for a page opened scrolled down (a reload part-way down, a link
// to a section lower down): the loader must bring the entry all the same, with no input
test.describe('in an engine that records no first paint', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } })
  const costGuide = routes.find((r) => r.template === 'article' && r.path.includes('cost'))!

  for (const path of ['/contact#footer-about', `${costGuide.path}#doc-faq`]) {
    test(`${path}, opened scrolled down, brings its script after load without any input`, async ({
      page,
    }) => {
      await recordNoPaint(page)
      const problems = watchConsole(page)
      await page.goto(path)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844)
      // the entry has come and taken over from the loader...
      await entryHasRun(page)
      // ...and started the service worker (its updates, the replay of a saved request)
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())))
        .toBe(true)
      const timing = await scriptTiming(page)
      expect(timing.firstScript).toBeGreaterThan(timing.loaded)
      // the engine recorded no paint, as Firefox does there
      expect(await page.evaluate(() => performance.getEntriesByType('paint'))).toEqual([])
      expect(problems).toEqual([])
    })
  }
})

test('before any script has come, the request dialog opens in the page and a tap that needs code is kept', async ({
  page,
}) => {
  const releaseReact = await holdReact(page, '/')
  const releaseEntry = await holdAllScripts(page)
  await page.goto('/')
  await clickOnceStill(page.getByRole('link', { name: 'Discuss Your Project' }))
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  await expect(page).toHaveURL(/\/$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // a badge's button needs the page's code: the tap waits for it rather than being lost
  const badge = page.getByRole('main').getByRole('button').first()
  await badge.click()
  releaseEntry()
  await expect(badge).toHaveAttribute('aria-busy', 'true')
  releaseReact()
  await waitForHydration(page)
  await expect(badge).not.toHaveAttribute('aria-busy')
})

test('the estimate page’s form is a modal dialog from the first paint, script or not', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort('connectionfailed'))
  await page.goto('/estimate')
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
})

test('the estimate page’s form fits a 390 px phone before React, its photo field included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route('**/assets/*.js', (route) => route.abort('connectionfailed'))
  await page.goto(paths.estimate)
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog.getByLabel(/photos/i)).toBeAttached()
  const overflow = await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)
  expect(overflow, 'the dialog scrolls sideways').toBeLessThanOrEqual(0)
})

test('the request dialog opens on the first tap before React is here, and React takes it over', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const release = await holdReact(page, '/')
  await page.goto('/')
  const opener = page.getByRole('link', { name: 'Discuss Your Project' })
  await clickOnceStill(opener)
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('First name').fill('Typed before React')
  release()
  await waitForHydration(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('First name')).toHaveValue('Typed before React')
  await dialog.getByRole('button', { name: 'Close request form' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(problems).toEqual([])
})

test('a request typed and sent before React is here is kept, then sent once when it comes', async ({
  page,
}) => {
  const release = await holdReact(page, '/contact')
  const person = visitor('before-react')
  await page.goto('/contact')
  const form = await fillRequest(page, person, 'Typed before the page had its code.', 'kitchen')
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Request' }).click()
  // held: the browser did not send the form by itself
  await expect(page).toHaveURL(/\/contact$/)
  release()
  await expect(page).toHaveURL(THANK_YOU)
  const leads = leadsOf(person)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({
    firstName: person.firstName,
    serviceType: 'kitchen',
    projectDetails: 'Typed before the page had its code.',
  })
})

test('a form held for React that is late goes by the browser itself, once', async ({ page }) => {
  const release = await holdReact(page, '/contact')
  const person = visitor('react-late')
  await page.goto('/contact')
  const form = await fillRequest(page, person, 'Sent while the page waited for its code.')
  await takeTimeToFill(page)
  const send = form.getByRole('button', { name: 'Send Request' })
  await send.click()
  await expect(send).toHaveAttribute('aria-busy', 'true')
  // React never came: after the hold the browser sends the form itself
  await expect(page).toHaveURL(THANK_YOU, { timeout: HOLD_LIMIT_MS + 5000 })
  release()
  await page.waitForTimeout(1000)
  const leads = leadsOf(person)
  expect(leads).toHaveLength(1)
  expect(leads[0]!.projectDetails).toBe('Sent while the page waited for its code.')
})

test('an estimator choice made before React is here is the one it prices', async ({ page }) => {
  const release = await holdReact(page, '/cost-estimator')
  await page.goto('/cost-estimator')
  const range = page.getByTestId('estimate-range')
  const kitchen = await range.textContent()
  await page.getByRole('radio', { name: 'Bathroom', exact: true }).check()
  release()
  await waitForHydration(page)
  await expect(page).toHaveURL(/project=bathroom/)
  await expect(range).not.toHaveText(kitchen!)
  await expect(page.getByRole('radio', { name: 'Bathroom', exact: true })).toBeChecked()
})
