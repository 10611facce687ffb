import { expect, test, type Locator, type Page } from '@playwright/test'
import { home } from '../.content/bodies/home'
import { homeFrame } from '../.content/frame/home'
import { trustBadges } from '../.content/frame/trust-badges'
import { business } from '../shared/business'
import { waitForHydration } from './console'
import { faqPageQuestions, jsonLd, types } from './page-data'
import { bringIntoView } from './in-view'

type Offer = { priceSpecification: { minPrice: number; maxPrice: number } }

test.describe('home page', () => {
  test('shows every section with its texts and figures', async ({ page }) => {
    await page.goto('/')
    const main = page.getByTestId('page-home')
    await expect(main.getByRole('img', { name: homeFrame.hero.image.alt })).toBeVisible()
    const tiers = home.investmentGuide.groups.flatMap((group) => group.tiers)
    for (const text of [
      homeFrame.hero.tagline,
      business.hours.summary,
      business.hours.sunday,
      business.parking,
      ...tiers.flatMap((tier) => [tier.name, tier.range]),
      home.pricesDiffer.title,
      home.promise.title,
      trustBadges.title,
      trustBadges.subtitle,
    ]) {
      await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible()
    }
    for (const { title } of [...home.features, ...home.compliance.badges]) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    const steps = main
      .locator('section', { has: page.getByRole('heading', { name: home.process.title }) })
      .locator('h3')
    await expect(steps).toHaveCount(home.process.steps.length)
    await expect(steps).toContainText(home.process.steps.map((step) => step.name))
    await expect(main.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    )
    await expect(main.getByRole('link', { name: 'Call to Schedule Visit' })).toHaveAttribute(
      'href',
      /^tel:/,
    )
    await expect(main.getByRole('link', { name: 'Browse All Westchester Towns' })).toHaveAttribute(
      'href',
      '/westchester',
    )
    await expect(
      main.getByRole('link', { name: 'Explore the Renovation Encyclopedia' }),
    ).toHaveAttribute('href', '/learning')
    await expect(main.getByRole('link', { name: 'Discuss Your Project' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Book Free Consultation' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Text Us Now' }).last()).toHaveAttribute(
      'href',
      /^sms:/,
    )
  })

  test('expands and collapses its FAQs with plus and minus marks, with or without script', async ({
    page,
  }) => {
    await page.goto('/')
    const questions = page.getByTestId('page-home').locator('details > summary')
    await expect(questions).toHaveCount(homeFrame.faqs.length)
    const first = questions.first()
    const mark = () => first.evaluate((summary) => getComputedStyle(summary, '::after').content)
    const answer = page.getByText(homeFrame.faqs[0]!.answer)
    expect(await mark()).toBe('"+"')
    await expect(answer).toBeHidden()
    await first.click()
    expect(await mark()).toBe('"−"')
    await expect(answer).toBeVisible()
    await waitForHydration(page)
    await expect(answer).toBeVisible()
    await first.press('Enter')
    await expect(answer).toBeHidden()
  })

  test('carries the organisation record, event, FAQ, how-to and image structured data', async ({
    page,
  }) => {
    await page.goto('/')
    const nodes = await jsonLd(page)
    expect(types(nodes)).toEqual(
      expect.arrayContaining([
        'GeneralContractor',
        'WebPage',
        'WebSite',
        'Event',
        'FAQPage',
        'HowTo',
        'ImageObject',
      ]),
    )
    const organisation = nodes.find((n) => n.legalName)!
    expect(organisation).toMatchObject({
      priceRange: business.organisationPriceRange,
      foundingDate: String(business.foundingYear),
    })
    const offers = (organisation.hasOfferCatalog as { itemListElement: Offer[] }).itemListElement
    expect(offers.length).toBeGreaterThan(0)
    for (const { priceSpecification: price } of offers) {
      expect(price.minPrice).toBeGreaterThan(0)
      expect(price.maxPrice).toBeGreaterThan(price.minPrice)
    }
    // one page: the speakable parts and the day it was published add to the page's WebPage node
    const pages = nodes.filter((n) => n['@type'] === 'WebPage')
    expect(new Set(pages.map((n) => n['@id'])).size).toBe(1)
    expect(pages.find((n) => n.speakable)).toMatchObject({
      datePublished: business.homePagePublished,
    })
    const event = nodes.find((n) => n['@type'] === 'Event') as {
      startDate: string
      endDate: string
      offers: { price: number }
    }
    const now = new Date()
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    expect(event.startDate).toBe(next.toISOString().slice(0, 10))
    expect(event.offers.price).toBe(0)
    expect(JSON.stringify(nodes)).not.toContain('aggregateRating')
    expect(await faqPageQuestions(page)).toEqual(homeFrame.faqs.map((f) => f.question))
  })

  // how its hero picture is fetched: e2e/hero-picture.spec.ts
  test('sizes every image, offers AVIF and loads lower pictures lazily', async ({ page }) => {
    await page.goto('/')
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/)
      await expect(img).toHaveAttribute('height', /\d+/)
    }
    await expect(page.locator('main img[loading="lazy"]').first()).toBeAttached()
    await expect(page.locator('main picture source[type="image/avif"]').first()).toBeAttached()
  })

  test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/**
 * When a badge's tooltip shows, counted by the page's own clock from the pointer reaching the
 * badge: a busy test machine delays the test's own waits, never the page's timers.
 */
function timeTooltip(badge: Locator, name: string) {
  return badge.evaluate((element, name) => {
    const timing: { entered?: number; shown?: number } = {}
    element.addEventListener('pointerenter', () => (timing.entered ??= performance.now()))
    const seen = new MutationObserver(() => {
      const tooltip = document.querySelector('[role="tooltip"]')
      if (timing.entered !== undefined && tooltip?.textContent?.includes(name)) {
        timing.shown ??= performance.now()
      }
    })
    seen.observe(document.body, { childList: true, subtree: true, characterData: true })
    ;(window as unknown as Record<string, unknown>).__tooltipTiming = timing
  }, name)
}

const tooltipDelay = (page: Page) =>
  page.evaluate(() => {
    const timing = (window as unknown as Record<string, { entered?: number; shown?: number }>)
      .__tooltipTiming!
    return timing.shown! - timing.entered!
  })

test('tooltips open after 700 ms, the next one within 300 ms at once', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const badges = page
    .locator('section', {
      has: page.getByRole('heading', { name: trustBadges.title }),
    })
    .locator('li button, li a')
  await bringIntoView(badges.nth(1))
  await timeTooltip(badges.nth(1), trustBadges.badges[1]!.name)
  await badges.nth(1).hover()
  await expect(page.getByRole('tooltip')).toHaveCount(1, { timeout: 3000 })
  await expect(page.getByRole('tooltip')).toContainText(trustBadges.badges[1]!.name)
  expect(await tooltipDelay(page)).toBeGreaterThanOrEqual(690)
  // straight on to the next badge: it opens within the 300 ms skip window, not after 700 ms
  await timeTooltip(badges.nth(2), trustBadges.badges[2]!.name)
  const next = (await badges.nth(2).boundingBox())!
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 5 })
  const nextName = trustBadges.badges[2]!.name
  await expect(page.getByRole('tooltip').filter({ hasText: nextName })).toBeVisible()
  expect(await tooltipDelay(page)).toBeLessThan(300)
})

test('a tooltip shows on keyboard focus, stays under the pointer and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const badge = page
    .locator('section', {
      has: page.getByRole('heading', { name: trustBadges.title }),
    })
    .locator('li button')
    .first()
  await badge.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toHaveCount(1)
  await expect(badge).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!)
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)

  // hover, then move onto the tooltip itself: it stays (WCAG 1.4.13)
  await bringIntoView(badge)
  await badge.hover()
  await expect(tooltip).toHaveCount(1, { timeout: 2000 })
  const box = (await tooltip.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
  await page.waitForTimeout(300)
  await expect(tooltip).toHaveCount(1)
  const inView = await tooltip.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.left >= 0 && r.right <= window.innerWidth
  })
  expect(inView).toBe(true)
})
