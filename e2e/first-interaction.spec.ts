import { expect, test, type Page } from '@playwright/test'
import { routes } from '../shared/routes'
import { waitForHydration, watchConsole } from './console'
import { storedLeads, visitor } from './server-state'

/**
 * React comes with the visitor's first interaction. These tests hold its file back to see the
 * page as a phone on a slow connection sees it in that moment: what must answer the first tap
 * answers without it, and what needs it waits for it without losing the visitor's input.
 */
async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

// the service worker would answer React's file from its precache, around the hold
test.use({ serviceWorkers: 'block' })

const isReact = (url: string) => /\/assets\/app-[^/]+\.js$/.test(url)

test('a page that is only read fetches no React, only the entry, its early controls and the idle widgets', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/services/kitchens', { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(script).toMatch(/^\/assets\/(index|early|heavy-widgets|widgets)-[\w-]+\.js$/)
  }
  // scrolling is reading: still no React
  await page.evaluate(() => window.scrollBy(0, 2000))
  await page.waitForTimeout(500)
  expect(scripts.filter(isReact)).toEqual([])
  // the first interaction brings React, which takes the prerendered page over
  await waitForHydration(page)
  expect(scripts.some(isReact)).toBe(true)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu opens on the first tap before React is here, and React keeps it as it is', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const release = await holdReact(page)
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

  test('the before/after slider moves on the first touch before React is here', async ({
    page,
  }) => {
    const release = await holdReact(page)
    const caseStudy = routes.find((r) => r.template === 'case-study')!
    await page.goto(caseStudy.path)
    const slider = page.getByRole('slider').first()
    await slider.scrollIntoViewIfNeeded()
    const box = (await slider.boundingBox())!
    await page.touchscreen.tap(box.x - 60, box.y + box.height / 2)
    await expect(slider).not.toHaveAttribute('aria-valuenow', '50')
    release()
    await waitForHydration(page)
    await slider.focus()
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await expect(slider).toHaveAttribute('aria-valuetext', '100% before, 0% after')
  })
})

test('a button pressed before React is here is not lost: the dialog opens when it comes', async ({
  page,
}) => {
  const release = await holdReact(page)
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Discuss Your Project' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  // the tap shows at once, and waits for its code
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await page.waitForTimeout(300)
  await expect(dialog).toBeHidden()
  release()
  await expect(dialog).toBeVisible()
  await expect(button).not.toHaveAttribute('aria-busy')
  await expect(dialog.getByLabel('First name')).toBeVisible()
})

test('a request typed and sent before React is here is kept, then sent once when it comes', async ({
  page,
}) => {
  const release = await holdReact(page)
  const person = visitor('before-react')
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Request a free estimate' })
  await form.getByLabel('First name').fill(person.firstName)
  await form.getByLabel('Last name').fill(person.lastName)
  await form.getByLabel('Phone').fill(person.phone)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Service').selectOption('kitchen')
  await form.getByLabel('Message').fill('Typed before the page had its code.')
  // a person takes a few seconds to fill a form in (the server's bot check)
  await page.waitForTimeout(3100)
  await form.getByRole('button', { name: 'Send Request' }).click()
  // held: the browser did not send the form by itself
  await expect(page).toHaveURL(/\/contact$/)
  release()
  await expect(page).toHaveURL(/\/thank-you$/)
  const leads = storedLeads().filter((l) => l.email === person.email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({
    firstName: person.firstName,
    serviceType: 'kitchen',
    projectDetails: 'Typed before the page had its code.',
  })
})

test('an estimator choice made before React is here is the one it prices', async ({ page }) => {
  const release = await holdReact(page)
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
