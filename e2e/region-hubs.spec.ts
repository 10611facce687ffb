import { expect, test, type Page } from '@playwright/test'
import { hub as bergenHub } from '../.content/bodies/hub-bergen'
import { hub as greenwichHub } from '../.content/bodies/hub-greenwich'
import { hub as rocklandHub } from '../.content/bodies/hub-rockland'
import { hub as westchesterHub } from '../.content/bodies/hub-westchester'
import { waitForHydration } from './console'
import { faqPageQuestions, visibleQuestions } from './page-data'

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
    expect(html).toContain('href="/westchester/scarsdale/kitchen-bath-remodeling"')
    let apiCalls = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/towns', async (route) => {
      apiCalls++
      await held
      await route.continue()
    })
    await page.goto('/westchester')
    await expect(townList().getByRole('link')).toHaveCount(82)
    expect(apiCalls).toBe(0)

    const hub = page.getByTestId('page-westchester-hub')
    const list = townList()
    await expect(list.getByRole('link', { name: 'Scarsdale', exact: true })).toHaveAttribute(
      'href',
      '/westchester/scarsdale/kitchen-bath-remodeling',
    )
    expect(
      await list.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY]),
    ).toEqual(['384px', 'auto'])
    for (const town of ['Scarsdale', 'Rye', 'White Plains']) {
      await expect(
        hub.locator('li', {
          hasText: westchesterHub.projects.find((p) => p.town.includes(town))!.title,
        }),
      ).toBeVisible()
    }
    expect(await visibleQuestions(page)).toHaveLength(6)
    expect(await faqPageQuestions(page)).toEqual(westchesterHub.faqs.map((f) => f.question))
    await expect(hub.getByText('20+ years, since 2003')).toBeVisible()
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
    for (const figure of [
      '$40k–$100k+',
      '$20k–$35k',
      '$150k',
      '6–10 weeks',
      '3–5 weeks',
      '6–8 weeks',
      '2–4 weeks',
      '1–2 weeks',
    ]) {
      expect(text, figure).toContain(figure)
    }

    // reached by client-side navigation: the list is fetched, with its loading message
    await moveToWestchesterHub(page)
    await expect(hub.getByText('Loading towns...')).toBeVisible()
    release()
    await expect(townList().getByRole('link')).toHaveCount(82)
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

  test('Rockland: 30 towns without links, its projects and figures', async ({ page }) => {
    await page.goto('/rockland')
    const hub = page.getByTestId('page-rockland-hub')
    const towns = hub
      .locator('section', { has: page.getByRole('heading', { name: rocklandHub.places!.title }) })
      .locator('li')
    await expect(towns).toHaveCount(30)
    await expect(towns.first()).toHaveText('Airmont')
    await expect(towns.last()).toHaveText('West Nyack')
    for (const name of ['Nyack', 'Pearl River', 'New City', 'Spring Valley', 'Suffern']) {
      await expect(towns.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1)
    }
    await expect(towns.getByRole('link')).toHaveCount(0)
    const text = (await hub.textContent()) ?? ''
    for (const figure of [
      'Licensed in NY & NJ',
      '15+ years',
      '$35k–$90k',
      '$18k–$30k',
      '$120k',
      '5–9 weeks',
      '2–3 weeks',
    ]) {
      expect(text, figure).toContain(figure)
    }
    for (const town of ['Nyack', 'Pearl River', 'New City'])
      expect(rocklandHub.projects.map((p) => p.town)).toContain(town)
  })

  test('Bergen: about 62 municipalities, Alpine through Wyckoff', async ({ page }) => {
    await page.goto('/bergen')
    const hub = page.getByTestId('page-bergen-hub')
    const towns = hub
      .locator('section', { has: page.getByRole('heading', { name: bergenHub.places!.title }) })
      .locator('li')
    const count = await towns.count()
    expect(count).toBeGreaterThanOrEqual(60)
    expect(count).toBeLessThanOrEqual(64)
    await expect(towns.first()).toHaveText('Alpine')
    await expect(towns.last()).toHaveText('Wyckoff')
    const text = (await hub.textContent()) ?? ''
    for (const figure of ['NJ & NY licensed', '20+ years, since 2003', '6–10 weeks', '2–4 weeks']) {
      expect(text, figure).toContain(figure)
    }
  })

  test('Greenwich: the ten neighborhoods, 6 FAQs and its figures', async ({ page }) => {
    await page.goto('/greenwich')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: greenwichHub.places!.title }),
    })
    await expect(section.locator('li')).toHaveText([
      'Greenwich (Central)',
      'Byram',
      'Cos Cob',
      'Glenville',
      'Greenwich Back Country',
      'Old Greenwich',
      'Riverside',
      'Belle Haven',
      'Chickahominy',
      'Pemberwick',
    ])
    expect(await visibleQuestions(page)).toHaveLength(6)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const figure of [
      'Licensed in CT and NY',
      '20+ years since 2003',
      '$50,000–$150,000+',
      '8–12 weeks',
      '4–6 weeks',
      '3–5 weeks',
      '8–10 weeks',
      '2–3 weeks',
    ]) {
      expect(text, figure).toContain(figure)
    }
  })
})
