/**
 * The site search as a homeowner uses it: a prefix, a typo, a ZIP code, the keyboard, and no
 * connection.
 */
import { expect, test, type Page } from '@playwright/test'
import { searchExamples } from '../scripts/search-test-support'
import { violations } from './axe'
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
  const { prefix, typo, typoOf, zip, zipTown } = searchExamples
  await searchFor(page, prefix)
  await expect(results(page).first()).toContainText(new RegExp(prefix, 'i'))
  await expect(results(page).first().locator('mark').first()).toHaveText(
    new RegExp(`^${prefix}`, 'i'),
  )

  await searchFor(page, typo)
  await expect(
    results(page)
      .filter({ hasText: new RegExp(typoOf, 'i') })
      .first(),
  ).toBeVisible()

  await searchFor(page, zip)
  await expect(results(page).filter({ hasText: zipTown }).first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${zip}$`))
})

test('is a real address, moves by the keyboard and says when nothing matches', async ({ page }) => {
  const { word } = searchExamples
  await page.goto(`/search?q=${word}`)
  await waitForHydration(page)
  const field = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(field).toHaveValue(word)
  await expect(page.getByText(new RegExp(`pages? match “${word}”`))).toBeVisible()
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
  expect(await violations(page)).toEqual([])
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
    const { word, city } = searchExamples
    await page.goto(`/search?q=${word}`)
    await waitForHydration(page)
    await expect(results(page).first()).toBeVisible()
    await searchFor(page, city)
    await expect(results(page).filter({ hasText: city }).first()).toBeVisible()
    await context.setOffline(false)
  })
})
