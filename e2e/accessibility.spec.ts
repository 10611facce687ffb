import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { servicePageLoaders } from '../.content/loaders/service-pages'
import { paths } from '../shared/paths'
import { routes, type PageTemplate } from '../shared/routes'
import { waitForHydration } from './console'
import { clickOnceStill } from './in-view'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** The templates whose pages are laid out part by part from their own content. */
const LAID_OUT = new Set<PageTemplate>(['region-hub', 'regional-service'])
const laidOutServices = new Set(Object.keys(servicePageLoaders).map((slug) => paths.service(slug)))

/** One page of each template, every page laid out part by part, and the 404 page. */
const SAMPLE = [
  ...new Set([
    ...new Map(routes.map((r) => [r.template, r.path])).values(),
    ...routes
      .filter((r) => LAID_OUT.has(r.template) || laidOutServices.has(r.path))
      .map((r) => r.path),
    '/no-such-page',
  ]),
]

// Every page at phone width, where layouts are tightest; one page of each kind on a desktop.
const EVERY_PAGE = [...routes.map((r) => r.path), '/no-such-page']

for (const [width, paths] of [
  [390, EVERY_PAGE],
  [1280, SAMPLE],
] as const) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path)
        if (path !== '/no-such-page') await waitForHydration(page)
        expect(await violations(page)).toEqual([])
      })
    }
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
