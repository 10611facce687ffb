/**
 * The site search as a homeowner uses it: a prefix, a typo, a ZIP code, the keyboard, and no
 * connection.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './console'
import { installWorker } from './service-worker'

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link')

async function searchFor(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(words)
}

test('finds pages by a prefix, by a word with a typo and by a ZIP code, titles first', async ({
  page,
}) => {
  await page.goto('/search')
  await waitForHydration(page)
  await searchFor(page, 'cabin')
  await expect(results(page).first()).toContainText(/cabinet/i)
  await expect(results(page).first().locator('mark').first()).toHaveText(/^cabinet/i)

  await searchFor(page, 'quarts')
  await expect(results(page).first()).toContainText(/quartz/i)

  await searchFor(page, '10583')
  await expect(results(page).filter({ hasText: 'Scarsdale' }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/search\?q=10583$/)
})

test('is a real address, moves by the keyboard and says when nothing matches', async ({ page }) => {
  await page.goto('/search?q=permits')
  await waitForHydration(page)
  const field = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(field).toHaveValue('permits')
  await expect(page.getByText(/pages? match “permits”/)).toBeVisible()
  await field.focus()
  await page.keyboard.press('ArrowDown')
  await expect(results(page).first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(field).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const target = await results(page).first().getAttribute('href')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${target}$`))

  await page.goto('/search?q=xyzzyplugh')
  await waitForHydration(page)
  await expect(page.getByText('No pages match “xyzzyplugh”.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cost estimator' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Escape')
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('')
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations).toEqual([])
})

test('the index loads only with the search page, never on another page’s first visit', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForHydration(page)
  await page.goto('/services/kitchens')
  await waitForHydration(page)
  expect(asked).not.toContain('/search-index.json')
  await page.getByRole('link', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect.poll(() => asked.includes('/search-index.json')).toBe(true)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('search works with no connection after one visit to the site', async ({ page, context }) => {
    await installWorker(page)
    await context.setOffline(true)
    await page.goto('/search?q=backsplash')
    await waitForHydration(page)
    await expect(results(page).first()).toBeVisible()
    await searchFor(page, 'chappaqua')
    await expect(results(page).filter({ hasText: 'Chappaqua' }).first()).toBeVisible()
    await context.setOffline(false)
  })
})
