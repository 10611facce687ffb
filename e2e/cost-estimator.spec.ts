/**
 * The cost estimator as a homeowner uses it: choices in, a range out, the range sent with a
 * request, and all of it on a phone with no connection.
 */
import { expect, test, type Page } from '@playwright/test'
import { figures } from '../.content/catalog/figures'
import { inputFromQuery } from '../shared/estimator/address'
import { estimate, sizeSquareFeet } from '../shared/estimator/estimate'
import { rangeText, REGION_NAMES } from '../shared/estimator/explain'
import { violations } from './axe'
import { waitForHydration } from './console'
import { storedLeads, visitor } from './server-state'
import { installWorker } from './service-worker'
import { THANK_YOU, takeTimeToFill } from './request-form'

const range = (page: Page) => page.getByTestId('estimate-range')
const result = (page: Page) => page.getByRole('region', { name: 'Your estimate' })

/**
 * What the estimator should show for the choices in an address, from the site's figures: the
 * arithmetic is shared/estimator's (and its tests'); these tests check the page applies it.
 */
function expected(query: string) {
  const estimated = estimate(figures, inputFromQuery(query))
  const { weeks, tiers } = estimated
  return {
    range: rangeText(estimated),
    weeks: `${weeks.low}–${weeks.high} weeks on site`,
    tiers: `Tier: ${tiers.join(' and ')}`,
  }
}

test('gives the range of the cost guide’s tier for the choices in the address', async ({
  page,
}) => {
  // a small Westchester kitchen, mid-range, nothing moved: the bottom half of its tier
  const small = '?project=kitchen&size=small&finish=mid-range&region=westchester'
  await page.goto(`/cost-estimator${small}`)
  await expect(range(page)).toHaveText(expected(small).range)
  await expect(result(page)).toContainText(expected(small).weeks)
  await expect(result(page)).toContainText(expected(small).tiers)

  // a large Greenwich primary bath, upscale, all three big choices: the top half of its tier,
  // scaled for Greenwich; primary baths have their own weeks
  const large =
    '?project=bathroom&bath=primary&size=large&finish=upscale&region=greenwich&choices=layout,cabinetry,wall'
  await page.goto(`/cost-estimator${large}`)
  await expect(range(page)).toHaveText(expected(large).range)
  await expect(result(page)).toContainText(expected(large).weeks)
})

test('follows the choices as they change, keeps them in the address, and says what moves it', async ({
  page,
}) => {
  await page.goto('/cost-estimator')
  await waitForHydration(page)
  await expect(range(page)).toHaveText(expected('').range)
  await page.getByRole('radio', { name: REGION_NAMES.rockland }).check()
  await page.getByRole('radio', { name: /^Luxury/ }).check()
  // the open-ended top tier, scaled for Rockland
  const luxury = expected('?region=rockland&finish=luxury')
  await expect(range(page)).toHaveText(luxury.range)
  await expect(result(page)).toContainText(luxury.weeks)
  await expect(page).toHaveURL(/region=rockland/)
  await expect(page).toHaveURL(/finish=luxury/)
  const moves = result(page).getByRole('list')
  await expect(moves.getByRole('link').first()).toHaveAttribute('href', /^\//)

  await page.reload()
  await expect(range(page)).toHaveText(luxury.range)
  expect(await violations(page)).toEqual([])
})

test('sends the estimate with a request: the form comes filled, the lead is stored', async ({
  page,
}) => {
  const large = '?project=kitchen&size=large&finish=upscale&region=westchester&choices=wall'
  await page.goto(`/cost-estimator${large}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Send this to us' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await expect(dialog.getByLabel('Service')).toHaveValue('kitchen')
  const details = dialog.getByLabel(/Project details/)
  const feet = sizeSquareFeet(figures, 'kitchen', 'large')
  await expect(details).toHaveValue(
    new RegExp(`From the cost estimator: Kitchen, large \\(about ${feet} sq ft\\)`),
  )
  await expect(details).toHaveValue(/removing or opening up a wall/)
  const person = visitor('estimator')
  await dialog.getByLabel('First name').fill(person.firstName)
  await dialog.getByLabel('Last name').fill(person.lastName)
  await dialog.getByLabel('Phone').fill(person.phone)
  await dialog.getByLabel('Email').fill(person.email)
  await takeTimeToFill(page)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(THANK_YOU)
  const lead = storedLeads().find((l) => l.email === person.email)
  expect(lead).toMatchObject({ serviceType: 'kitchen', pagePath: '/cost-estimator' })
  expect(lead?.projectDetails).toContain(`Estimated ${expected(large).range}`)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the estimator works with no connection after one visit to the site', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    await context.setOffline(true)
    const powder = '?project=bathroom&bath=powder&finish=refresh'
    await page.goto(`/cost-estimator${powder}`)
    await waitForHydration(page)
    await expect(result(page)).toContainText(expected(powder).weeks)
    await page.getByRole('radio', { name: REGION_NAMES.greenwich }).check()
    // a powder room is a small room: the bottom half of its tier, scaled for Greenwich
    await expect(range(page)).toHaveText(expected(`${powder}&region=greenwich`).range)
    await context.setOffline(false)
  })
})
