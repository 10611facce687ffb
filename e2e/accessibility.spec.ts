import { expect, test, type Page } from '@playwright/test'
import { servicePageLoaders } from '../.content/loaders/service-pages'
import { paths } from '../shared/paths'
import { routes, type PageTemplate } from '../shared/routes'
import { violations } from './axe'
import { firstOfItsTemplate } from './template-sample'
import { waitForHydration } from './console'
import { clickOnceStill } from './in-view'

/** The templates whose pages are laid out part by part from their own content. */
const LAID_OUT = new Set<PageTemplate>(['region-hub', 'regional-service'])
const laidOutServices = new Set(Object.keys(servicePageLoaders).map((slug) => paths.service(slug)))

const NOT_FOUND = '/no-such-page'

/** One page of each template, and every page laid out part by part. */
const SAMPLE = routes.filter(
  (r, i) => firstOfItsTemplate(r, i) || LAID_OUT.has(r.template) || laidOutServices.has(r.path),
)

/** The pages' paths by template, in the order of the route registry. */
function byTemplate(pages: readonly { template: PageTemplate; path: string }[]) {
  const groups = new Map<PageTemplate, string[]>()
  for (const { template, path } of pages)
    groups.set(template, [...(groups.get(template) ?? []), path])
  return groups
}

/** Time enough to load, hydrate and check one page on a busy machine. */
const PAGE_TIME_MS = 15_000

/** Loads each page in turn, as a visitor moving through the site, and checks each. */
async function checkEach(page: Page, addresses: readonly string[]) {
  // one tab for a group (a new one for each page took half of each check's time), with one
  // page's time to spare for opening it
  test.setTimeout(PAGE_TIME_MS * (addresses.length + 1))
  for (const path of addresses) {
    // a page that never loads stops the test after its own time, not the group's
    await test.step(
      path,
      async () => {
        await page.goto(path)
        if (path !== NOT_FOUND) await waitForHydration(page)
        expect.soft(await violations(page), `${path} breaks WCAG 2.2 AA`).toEqual([])
      },
      { timeout: PAGE_TIME_MS },
    )
  }
}

// Every page at phone width, where layouts are tightest; one page of each kind on a desktop.
for (const [width, pages] of [
  [390, routes],
  [1280, SAMPLE],
] as const) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const [template, addresses] of byTemplate(pages)) {
      test(`the ${template} pages have no WCAG 2.2 AA violations`, async ({ page }) => {
        await checkEach(page, addresses)
      })
    }
    test('the page for an address the site does not have has no WCAG 2.2 AA violations', async ({
      page,
    }) => {
      await checkEach(page, [NOT_FOUND])
    })
  })
}

test('the open mobile menu has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  expect(await violations(page)).toEqual([])
})

test('the consultation modal, with its error messages showing, has no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await clickOnceStill(page.getByRole('link', { name: 'Discuss Your Project' }))
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(dialog.getByText('Valid email is required')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the estimate dialog open on load has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/estimate')
  await waitForHydration(page)
  await expect(page.getByRole('dialog', { name: 'Request Free Estimate' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
