/**
 * The cost estimator as a homeowner uses it: choices in, a range out, the range sent with a
 * request, and all of it on a phone with no connection.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './console'
import { storedLeads, visitor } from './server-state'
import { installWorker } from './service-worker'

const range = (page: Page) => page.getByTestId('estimate-range')
const result = (page: Page) => page.getByRole('region', { name: 'Your estimate' })

test('gives the range of the cost guide’s tier for the choices in the address', async ({
  page,
}) => {
  // a small Westchester kitchen, mid-range, nothing moved: the bottom half of $40k–70k
  await page.goto('/cost-estimator?project=kitchen&size=small&finish=mid-range&region=westchester')
  await expect(range(page)).toHaveText('$40,000–$55,000')
  await expect(result(page)).toContainText('6–10 weeks on site')
  await expect(result(page)).toContainText('Tier: Mid-Range Remodel')

  // a large Greenwich primary bath, upscale, all three big choices: the top half of $50k–80k,
  // × 1.25 for Greenwich; primary baths take 6–8 weeks
  await page.goto(
    '/cost-estimator?project=bathroom&bath=primary&size=large&finish=upscale&region=greenwich&choices=layout,cabinetry,wall',
  )
  await expect(range(page)).toHaveText('$81,500–$100,000')
  await expect(result(page)).toContainText('6–8 weeks on site')
})

test('follows the choices as they change, keeps them in the address, and says what moves it', async ({
  page,
}) => {
  await page.goto('/cost-estimator')
  await waitForHydration(page)
  await expect(range(page)).toHaveText('$44,000–$59,000')
  await page.getByRole('radio', { name: 'Rockland County, NY' }).check()
  await page.getByRole('radio', { name: /^Luxury/ }).check()
  // the open-ended top tier, $125k+, × 0.875 for Rockland
  await expect(range(page)).toHaveText('from $109,500')
  await expect(result(page)).toContainText('5–9 weeks on site')
  await expect(page).toHaveURL(/region=rockland/)
  await expect(page).toHaveURL(/finish=luxury/)
  const moves = result(page).getByRole('list')
  await expect(moves.getByRole('link').first()).toHaveAttribute('href', /^\//)

  await page.reload()
  await expect(range(page)).toHaveText('from $109,500')
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations).toEqual([])
})

test('sends the estimate with a request: the form comes filled, the lead is stored', async ({
  page,
}) => {
  await page.goto(
    '/cost-estimator?project=kitchen&size=large&finish=upscale&region=westchester&choices=wall',
  )
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Send this to us' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog.getByLabel('Service')).toHaveValue('kitchen')
  const details = dialog.getByLabel(/Project details/)
  await expect(details).toHaveValue(/From the cost estimator: Kitchen, large \(about 450 sq ft\)/)
  await expect(details).toHaveValue(/removing or opening up a wall/)
  const person = visitor('estimator')
  await dialog.getByLabel('First name').fill(person.firstName)
  await dialog.getByLabel('Last name').fill(person.lastName)
  await dialog.getByLabel('Phone').fill(person.phone)
  await dialog.getByLabel('Email').fill(person.email)
  await page.waitForTimeout(3100)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=[0-9A-F]{8}$/)
  const lead = storedLeads().find((l) => l.email === person.email)
  expect(lead).toMatchObject({ serviceType: 'kitchen', pagePath: '/cost-estimator' })
  expect(lead?.projectDetails).toContain('Estimated $')
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the estimator works with no connection after one visit to the site', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    await context.setOffline(true)
    await page.goto('/cost-estimator?project=bathroom&bath=powder&finish=refresh')
    await waitForHydration(page)
    await expect(result(page)).toContainText('2–3 weeks on site')
    await page.getByRole('radio', { name: 'Greenwich, CT' }).check()
    // a powder room is a small room: the bottom half of $10k–20k, × 1.25 for Greenwich
    await expect(range(page)).toHaveText('$12,500–$19,000')
    await context.setOffline(false)
  })
})
