import { expect, test } from '@playwright/test'
import { servicePage as bathroomsPage } from '../.content/bodies/service-page-bathrooms'
import { servicePage as kitchensPage } from '../.content/bodies/service-page-kitchens'
import { REVIEWS } from '../client/components/reviews-block'
import { caseStudies } from '../shared/catalog/gallery'
import { paths } from '../shared/paths'
import { waitForHydration } from './console'
import { faqPageQuestions, jsonLd, types, visibleQuestions } from './page-data'

for (const content of [kitchensPage, bathroomsPage]) {
  test.describe(`/services/${content.slug}`, () => {
    test('shows every part, its figures, the town links and the call to action', async ({
      page,
    }) => {
      await page.goto(`/services/${content.slug}`)
      const main = page.getByTestId(`page-service-${content.slug}`)
      const services = main
        .locator('section', { has: page.getByRole('heading', { name: /services$/ }) })
        .locator('h3')
      await expect(services).toHaveCount(content.services.length)
      const text = (await main.textContent()) ?? ''
      for (const words of [
        ...content.costGuide.tiers.flatMap((tier) => [tier.name, tier.range]),
        ...content.statistics.map((statistic) => statistic.value),
        ...(content.extras?.items.map((item) => item.title) ?? []),
      ]) {
        expect(text, words).toContain(words)
      }
      const steps = main
        .locator('section', { has: page.getByRole('heading', { name: content.process.title }) })
        .locator('li')
      await expect(steps).toHaveCount(content.process.steps.length)
      const towns = main.locator('a[href$="/kitchen-bath-remodeling"]')
      await expect(towns).toHaveCount(content.towns.length)
      await expect(
        main.getByRole('link', { name: 'View All 75+ Westchester Towns' }),
      ).toHaveAttribute('href', '/westchester')
      await expect(main.getByRole('link', { name: 'Read the case study' })).toHaveCount(
        content.sliders.length,
      )
      await expect(main.getByText(`rating from ${REVIEWS.count} reviews`)).toBeVisible()
      await expect(main.getByText(REVIEWS.rating, { exact: true })).toBeVisible()
      await expect(main.getByRole('link', { name: 'Get Your Free Estimate' })).toHaveAttribute(
        'href',
        paths.estimate,
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
      expect(howTo.step).toHaveLength(content.process.steps.length)
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
    const caseStudy = caseStudies.find((c) => c.slug === kitchensPage.sliders[0]!.caseStudy)!
    await page.goto(`/services/${kitchensPage.slug}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Read the case study' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${paths.caseStudy(caseStudy.slug)}$`))
    await expect(page.locator('main')).toContainText(caseStudy.budget)
    await expect(page.locator('main')).toContainText(caseStudy.duration)
  })
})

test('the case studies show their budgets and schedules', async ({ page }) => {
  for (const { slug, budget, duration } of caseStudies) {
    await page.goto(paths.caseStudy(slug))
    const main = page.locator('main')
    await expect(main).toContainText(budget)
    await expect(main).toContainText(duration)
    await expect(main.getByRole('slider')).toHaveCount(1)
    const nodes = await jsonLd(page)
    expect(types(nodes)).toEqual(
      expect.arrayContaining(['ImageObject', 'Service', 'BreadcrumbList']),
    )
  }
})
