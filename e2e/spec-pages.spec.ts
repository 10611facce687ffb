import { expect, test, type Page } from '@playwright/test'
import { home } from '../client/content/home'
import { greenwichHub } from '../client/content/regions/greenwich'
import { rocklandHub } from '../client/content/regions/rockland'
import { bergenHub } from '../client/content/regions/bergen'
import { westchesterHub } from '../client/content/regions/westchester'
import { bathroomsPage } from '../client/content/services/bathrooms'
import { kitchensPage } from '../client/content/services/kitchens'
import { waitForHydration } from './console'

/** The JSON-LD nodes of the loaded page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

function types(nodes: Record<string, unknown>[]): string[] {
  return nodes.flatMap((n) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]) as string[])
}

/** The FAQ questions a page shows, in order. */
function visibleQuestions(page: Page) {
  return page
    .locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) })
    .locator('button[aria-expanded] > span:first-child')
    .allTextContents()
}

async function faqPageQuestions(page: Page): Promise<string[]> {
  const faq = (await jsonLd(page)).find((n) => n['@type'] === 'FAQPage') as
    { mainEntity: { name: string }[] } | undefined
  return faq?.mainEntity.map((q) => q.name) ?? []
}

test.describe('home page', () => {
  test('shows every section of spec 2.4 with its texts and figures', async ({ page }) => {
    await page.goto('/')
    const main = page.getByTestId('page-home')
    await expect(main.getByRole('img', { name: home.hero.image.alt })).toBeVisible()
    for (const text of [
      home.hero.tagline,
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
    await expect(main.getByRole('button', { name: 'Discuss Your Project' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Book Free Consultation' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Text Us Now' }).last()).toHaveAttribute(
      'href',
      /^sms:/,
    )
  })

  test('expands and collapses its three FAQs with plus and minus marks', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const questions = page.getByTestId('page-home').locator('button[aria-expanded]')
    await expect(questions).toHaveCount(3)
    const first = questions.first()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(first).toContainText('+')
    await expect(page.getByText(home.faqs[0]!.answer)).toBeHidden()
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toContainText('−')
    await expect(page.getByText(home.faqs[0]!.answer)).toBeVisible()
    await first.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
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
    expect(await faqPageQuestions(page)).toEqual(home.faqs.map((f) => f.question))
  })

  test('preloads its hero picture and sizes every image', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    const hero = page.getByRole('img', { name: home.hero.image.alt })
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

test.describe('regional hubs', () => {
  test('Westchester: towns from the API in a 24rem scrolling list, projects, 6 FAQs, trust strip', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/towns', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/westchester')
    const hub = page.getByTestId('page-westchester-hub')
    await expect(hub.getByText('Loading towns...')).toBeVisible()
    release()
    const list = hub
      .locator('section', {
        has: page.getByRole('heading', { name: 'Westchester towns we work in' }),
      })
      .locator('ul')
    await expect(list.getByRole('link')).toHaveCount(82)
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
  })

  test('Westchester: an empty list when the towns cannot be loaded', async ({ page }) => {
    await page.route('**/api/towns', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await page.goto('/westchester')
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

for (const content of [kitchensPage, bathroomsPage]) {
  test.describe(`/services/${content.slug}`, () => {
    const kitchen = content.slug === 'kitchens'

    test('shows the spec 2.8 sections, figures, town links and call to action', async ({
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

  test('links to its case study, which shows the spec figures', async ({ page }) => {
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
  await page.mouse.move(5, 5, { steps: 10 })
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await badges.nth(2).hover()
  // within the 300 ms skip window the next tooltip opens without the 700 ms wait
  await expect(page.getByRole('tooltip').filter({ hasText: 'Accredited Business' })).toBeVisible({
    timeout: 600,
  })
})
