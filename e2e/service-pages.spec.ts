import { expect, test } from '@playwright/test'
import { servicePage as bathroomsPage } from '../.content/bodies/service-page-bathrooms'
import { servicePage as kitchensPage } from '../.content/bodies/service-page-kitchens'
import { waitForHydration } from './console'
import { faqPageQuestions, jsonLd, types, visibleQuestions } from './page-data'

for (const content of [kitchensPage, bathroomsPage]) {
  test.describe(`/services/${content.slug}`, () => {
    const kitchen = content.slug === 'kitchens'

    test('shows every part, its figures, the town links and the call to action', async ({
      page,
    }) => {
      await page.goto(`/services/${content.slug}`)
      const main = page.getByTestId(`page-service-${content.slug}`)
      const services = main
        .locator('section', { has: page.getByRole('heading', { name: /services$/ }) })
        .locator('h3')
      await expect(services).toHaveCount(6)
      const figures = kitchen
        ? [
            '$15k–30k',
            '$40k–70k',
            '$75k–120k',
            '$125k+',
            '$67,500',
            '$225 per sq ft',
            '71%',
            '6–12 weeks',
          ]
        : [
            '$10k–20k',
            '$25k–45k',
            '$50k–80k',
            '$85k+',
            '$37,500',
            '$325 per sq ft',
            '68%',
            '3–6 weeks',
          ]
      const text = (await main.textContent()) ?? ''
      for (const figure of figures) expect(text, figure).toContain(figure)
      if (!kitchen) {
        for (const figure of [
          'single 24–48 in',
          'double 60–72 in',
          'powder room 2–3',
          'master 6–8',
        ]) {
          expect(text, figure).toContain(figure)
        }
      }
      const steps = main
        .locator('section', { has: page.getByRole('heading', { name: content.process.title }) })
        .locator('li')
      await expect(steps).toHaveCount(12)
      const towns = main.locator('a[href$="/kitchen-bath-remodeling"]')
      await expect(towns).toHaveCount(kitchen ? 17 : 10)
      await expect(
        main.getByRole('link', { name: 'View All 75+ Westchester Towns' }),
      ).toHaveAttribute('href', '/westchester')
      await expect(main.getByRole('link', { name: 'Read the case study' })).toHaveCount(2)
      await expect(main.getByText('rating from 10 reviews')).toBeVisible()
      await expect(main.getByText('5.0', { exact: true })).toBeVisible()
      await expect(main.getByRole('link', { name: 'Get Your Free Estimate' })).toHaveAttribute(
        'href',
        '/estimate',
      )
      expect(await visibleQuestions(page)).toEqual(content.faqs.map((f) => f.question))
    })

    test('carries Service, FAQPage, HowTo and BreadcrumbList structured data', async ({ page }) => {
      await page.goto(`/services/${content.slug}`)
      const nodes = await jsonLd(page)
      expect(types(nodes)).toEqual(
        expect.arrayContaining(['Service', 'FAQPage', 'HowTo', 'BreadcrumbList']),
      )
      expect(await faqPageQuestions(page)).toEqual(content.faqs.map((f) => f.question))
      const howTo = nodes.find((n) => n['@type'] === 'HowTo') as { step: unknown[] }
      expect(howTo.step).toHaveLength(12)
    })
  })
}

test.describe('before/after slider', () => {
  test('starts at 50%, follows drags, clamps to 0–100, moves by keys and by a single click', async ({
    page,
  }) => {
    await page.goto('/services/kitchens')
    await waitForHydration(page)
    const slider = page.getByRole('slider').first()
    await expect(slider).toHaveAttribute('aria-valuenow', '50')
    await expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after')

    const frame = slider.locator('..')
    await frame.scrollIntoViewIfNeeded()
    const box = (await frame.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 4 })
    await expect(slider).toHaveAttribute('aria-valuenow', '30')
    await page.mouse.move(box.x - 200, y, { steps: 4 })
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
    await page.mouse.move(box.x + box.width + 200, y, { steps: 4 })
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await page.mouse.up()

    await page.mouse.click(box.x + box.width * 0.25, y)
    await expect(slider).toHaveAttribute('aria-valuenow', '25')

    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '26')
    await page.keyboard.press('PageUp')
    await expect(slider).toHaveAttribute('aria-valuenow', '36')
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await page.keyboard.press('Home')
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
  })

  test('links to its case study, which shows its budget and schedule', async ({ page }) => {
    await page.goto('/services/kitchens')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Read the case study' }).first().click()
    await expect(page).toHaveURL(/\/gallery\/scarsdale-kitchen-remodel-white-shaker-marble-quartz$/)
    await expect(page.locator('main')).toContainText('$75k–95k')
    await expect(page.locator('main')).toContainText('6 weeks')
  })
})

test('the three kitchen case studies show their budgets and schedules', async ({ page }) => {
  for (const [slug, budget, weeks] of [
    ['scarsdale-kitchen-remodel-white-shaker-marble-quartz', '$75k–95k', '6 weeks'],
    ['chappaqua-kitchen-remodel-navy-island-open-concept', '$90k–115k', '8 weeks'],
    ['larchmont-kitchen-remodel-gourmet-custom-cabinets-professional', '$110k–140k', '9 weeks'],
  ]) {
    await page.goto(`/gallery/${slug}`)
    const main = page.locator('main')
    await expect(main).toContainText(budget!)
    await expect(main).toContainText(weeks!)
    await expect(main.getByRole('slider')).toHaveCount(1)
    const nodes = await jsonLd(page)
    expect(types(nodes)).toEqual(
      expect.arrayContaining(['ImageObject', 'Service', 'BreadcrumbList']),
    )
  }
})
