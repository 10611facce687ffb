import { expect, test, type Page } from '@playwright/test'
import { hub as bergenHub } from '../.content/bodies/hub-bergen'
import { hub as greenwichHub } from '../.content/bodies/hub-greenwich'
import { hub as rocklandHub } from '../.content/bodies/hub-rockland'
import { hub as westchesterHub } from '../.content/bodies/hub-westchester'
import type { RegionHubContent } from '../shared/content/types'
import { westchesterPlaces } from '../shared/catalog/westchester-places'
import { paths } from '../shared/paths'
import { waitForHydration } from './console'
import { faqPageQuestions, visibleQuestions } from './page-data'

/** What a hub's content says beyond its lists: trust facts, and the figures in its requests. */
function hubTexts(hub: RegionHubContent): string[] {
  return [...hub.trust, ...hub.typicalRequests.items.map((item) => item.text)]
}

/** The first Westchester place, as the town list links it. */
const firstPlace = westchesterPlaces[0]!

/** From the home page to the Westchester hub by client-side navigation. */
async function moveToWestchesterHub(page: Page) {
  await page.goto('/')
  // a click before hydration would load the hub in full, prerendered list and all
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Westchester' })
    .click()
}

test.describe('regional hubs', () => {
  test('Westchester: every town a link in the page itself, fetched from the API after a client-side move', async ({
    page,
  }) => {
    const townList = () =>
      page
        .getByTestId('page-westchester-hub')
        .locator('section', {
          has: page.getByRole('heading', { name: 'Westchester towns we work in' }),
        })
        .locator('ul')
    // a first visit: the links are in the prerendered HTML, with no request for the list
    const html = await (await page.request.get('/westchester')).text()
    expect(html).not.toContain('Loading towns...')
    expect(html).toContain(`href="${paths.town(firstPlace.slug)}"`)
    let apiCalls = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/towns', async (route) => {
      apiCalls++
      await held
      await route.continue()
    })
    await page.goto('/westchester')
    await expect(townList().getByRole('link')).toHaveCount(westchesterPlaces.length)
    expect(apiCalls).toBe(0)

    const hub = page.getByTestId('page-westchester-hub')
    const list = townList()
    await expect(list.getByRole('link', { name: firstPlace.town, exact: true })).toHaveAttribute(
      'href',
      paths.town(firstPlace.slug),
    )
    expect(
      await list.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY]),
    ).toEqual(['384px', 'auto'])
    for (const project of westchesterHub.projects) {
      await expect(hub.locator('li', { hasText: project.title })).toBeVisible()
    }
    expect(await visibleQuestions(page)).toEqual(westchesterHub.faqs.map((f) => f.question))
    expect(await faqPageQuestions(page)).toEqual(westchesterHub.faqs.map((f) => f.question))
    await expect(hub.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(hub.getByRole('link', { name: 'Call Now' }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    )
    await expect(hub.getByRole('link', { name: 'Text Us Now' }).first()).toHaveAttribute(
      'href',
      /^sms:/,
    )
    const text = (await hub.textContent()) ?? ''
    for (const words of hubTexts(westchesterHub)) expect(text, words).toContain(words)

    // reached by client-side navigation: the list is fetched, with its loading message
    await moveToWestchesterHub(page)
    await expect(hub.getByText('Loading towns...')).toBeVisible()
    release()
    await expect(townList().getByRole('link')).toHaveCount(westchesterPlaces.length)
  })

  test('Westchester: an empty list when the towns cannot be loaded after a client-side move', async ({
    page,
  }) => {
    await page.route('**/api/towns', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await moveToWestchesterHub(page)
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Westchester towns we work in' }),
    })
    await expect(section.locator('ul')).toBeAttached()
    await expect(section.locator('ul li')).toHaveCount(0)
  })

  test('Rockland: its towns without links, its projects and figures', async ({ page }) => {
    await page.goto('/rockland')
    const hub = page.getByTestId('page-rockland-hub')
    const towns = hub
      .locator('section', { has: page.getByRole('heading', { name: rocklandHub.places!.title }) })
      .locator('li')
    await expect(towns).toHaveText(rocklandHub.places!.names)
    await expect(towns.getByRole('link')).toHaveCount(0)
    for (const project of rocklandHub.projects) {
      await expect(hub.locator('li', { hasText: project.title })).toBeVisible()
    }
    const text = (await hub.textContent()) ?? ''
    for (const words of hubTexts(rocklandHub)) expect(text, words).toContain(words)
  })

  test('Bergen: its municipalities and figures', async ({ page }) => {
    await page.goto('/bergen')
    const hub = page.getByTestId('page-bergen-hub')
    const towns = hub
      .locator('section', { has: page.getByRole('heading', { name: bergenHub.places!.title }) })
      .locator('li')
    await expect(towns).toHaveText(bergenHub.places!.names)
    const text = (await hub.textContent()) ?? ''
    for (const words of hubTexts(bergenHub)) expect(text, words).toContain(words)
  })

  test('Greenwich: its neighborhoods, FAQs and figures', async ({ page }) => {
    await page.goto('/greenwich')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: greenwichHub.places!.title }),
    })
    await expect(section.locator('li')).toHaveText(greenwichHub.places!.names)
    expect(await visibleQuestions(page)).toEqual(greenwichHub.faqs.map((f) => f.question))
    const text = (await page.locator('main').textContent()) ?? ''
    for (const words of hubTexts(greenwichHub)) expect(text, words).toContain(words)
  })
})
