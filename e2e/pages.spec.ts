import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../scripts/build-info'
import { expect, test } from '@playwright/test'
import { routes } from '../shared/routes'
import { waitForHydration, watchConsole } from './console'

/** One page of each template: every kind of page hydrates cleanly. */
const SAMPLE = [...new Map(routes.map((r) => [r.template, r])).values()]

for (const route of SAMPLE) {
  test(`${route.template} page ${route.path} hydrates without console errors`, async ({ page }) => {
    const problems = watchConsole(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page).toHaveTitle(`${route.title} | Chappaqua Kitchen & Bath`)
    expect(problems).toEqual([])
  })
}

test('the page is readable before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/westchester/scarsdale/kitchen-bath-remodeling')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kitchen & Bathroom Remodeling in Scarsdale, NY',
  )
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Westchester')
  await context.close()
})

test('an unknown path answers 404 with the 404 card and ways back', async ({ page }) => {
  const problems = watchConsole(page)
  const response = await page.goto('/kitchens-in-narnia')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await page.waitForFunction(() => document.title.startsWith('404'))
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('page-home')).toBeVisible()
  // the browser's own report of the 404 response is expected; nothing else
  expect(problems.filter((p) => !p.includes('404'))).toEqual([])
})

test('breadcrumbs lead back up the registry', async ({ page }) => {
  await page.goto('/services/garage-systems/epoxy-flooring')
  await waitForHydration(page)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText([/Home/, /Garage Systems/, /Epoxy/])
  await crumbs.getByRole('link', { name: 'Garage Systems' }).click()
  await expect(page).toHaveURL(/\/services\/garage-systems$/)
})

test('a failed load of the heavy widgets is ignored', async ({ page }) => {
  const problems = watchConsole(page)
  // the file the page loads at idle for the widgets, as the build's manifest names it
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const widgets = `/${manifest['widgets/heavy-widgets.ts']!.file}`
  await page.route(
    (url) => url.pathname === widgets,
    (route) => route.abort(),
  )
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForTimeout(1500)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bathrooms' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bathroom')
  // the browser reports the refused file itself; the site adds nothing to it
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([])
})
