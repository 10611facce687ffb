import { expect, test } from '@playwright/test'
import { homeFrame } from '../.content/frame/home'
import { waitForHydration } from './console'
import { faqPageQuestions, jsonLd, types } from './page-data'

test.describe('home page', () => {
  test('shows every section with its texts and figures', async ({ page }) => {
    await page.goto('/')
    const main = page.getByTestId('page-home')
    await expect(main.getByRole('img', { name: homeFrame.hero.image.alt })).toBeVisible()
    for (const text of [
      homeFrame.hero.tagline,
      'Mon–Sat 8:00 AM–6:00 PM',
      'Sunday by appointment',
      'Free on-site parking',
      ...['$12k–$20k', '$20k–$35k', '$35k–$60k+', '$25k–$45k', '$45k–$85k', '$85k–$150k+'],
      ...['$50k–$80k', '$80k–$120k', '$120k–$200k+'],
      ...['Basic Refresh', 'Full Renovation', 'Luxury Upgrade', 'Cabinet Refresh', 'Full Remodel'],
      ...['Luxury Custom', 'Standard', 'Premium', 'Luxury'],
      'Why Contractor Prices Differ',
      'Our Promise',
      'Trusted by Westchester Homeowners',
      'Licensed, insured, and committed to excellence',
    ]) {
      await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible()
    }
    for (const title of ['Design-Driven', 'Local Expertise', 'Clean Installs', 'Clear Pricing']) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    const steps = main
      .locator('section', { has: page.getByRole('heading', { name: 'Our Process' }) })
      .locator('h3')
    await expect(steps).toHaveText([
      /Free Consultation & Estimate/,
      /Design & Selections/,
      /Scheduling & Pre-Build/,
      /Professional Construction/,
      /Final Walkthrough & Care/,
    ])
    for (const badge of ['Licensed', 'Bonded', "Workers' Comp", 'Disability Insurance']) {
      await expect(main.getByRole('heading', { name: badge, exact: true })).toBeVisible()
    }
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

  test('expands and collapses its three FAQs with plus and minus marks, with or without script', async ({
    page,
  }) => {
    await page.goto('/')
    const questions = page.getByTestId('page-home').locator('details > summary')
    await expect(questions).toHaveCount(3)
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
    expect(organisation).toMatchObject({ priceRange: '$$-$$$', foundingDate: '2020' })
    expect(JSON.stringify(organisation)).toContain('"minPrice":15000')
    expect(JSON.stringify(organisation)).toContain('"maxPrice":150000')
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

  test('preloads its hero picture and sizes every image', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    const hero = page.getByRole('img', { name: homeFrame.hero.image.alt })
    await expect(hero).toHaveAttribute('loading', 'eager')
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

test('tooltips open after 700 ms, the next one within 300 ms at once', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const badges = page
    .locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Westchester Homeowners' }),
    })
    .locator('li button, li a')
  await badges.nth(1).hover()
  await page.waitForTimeout(400)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expect(page.getByRole('tooltip')).toHaveCount(1, { timeout: 2000 })
  await expect(page.getByRole('tooltip')).toContainText('Licensed & Insured')
  // straight on to the next badge: it opens within the 300 ms skip window, not after 700 ms
  const next = (await badges.nth(2).boundingBox())!
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 5 })
  await expect(page.getByRole('tooltip').filter({ hasText: 'Accredited Business' })).toBeVisible({
    timeout: 650,
  })
})

test('a tooltip shows on keyboard focus, stays under the pointer and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const badge = page
    .locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Westchester Homeowners' }),
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
