import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../server/project-paths'
import { expect, test } from '@playwright/test'
import { documentTitle } from '../shared/page-head'
import { breadcrumbTrail, findRoute, routes } from '../shared/routes'
import { mainNav } from '../shared/navigation'
import { paths } from '../shared/paths'
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
    await expect(page).toHaveTitle(documentTitle(route.title))
    expect(problems).toEqual([])
  })
}

test('the page is readable before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const town = routes.find((r) => r.template === 'town')!
  await page.goto(town.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(town.heading)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    findRoute(town.parent!)!.label,
  )
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
  const deep = routes.find((r) => breadcrumbTrail(r).length > 2)!
  const trail = breadcrumbTrail(deep)
  const parent = trail.at(-2)!
  await page.goto(deep.path)
  await waitForHydration(page)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveCount(trail.length)
  await expect(crumbs.getByRole('listitem')).toContainText(trail.map((r) => r.label))
  await crumbs.getByRole('link', { name: parent.label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${parent.path}$`))
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
  const bathrooms = mainNav.find((i) => i.href === paths.service('bathrooms'))!
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: bathrooms.label })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    findRoute(bathrooms.href)!.heading,
  )
  // the browser reports the refused file itself; the site adds nothing to it
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([])
})
