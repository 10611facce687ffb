import { expect, test } from '@playwright/test'
import { addressLine, business, links } from '../shared/business'
import { mainNav } from '../shared/navigation'
import { documentTitle } from '../shared/page-head'
import { paths } from '../shared/paths'
import { findRoute } from '../shared/routes'
import { waitForHydration, watchConsole } from './console'

test.describe('desktop layout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the top bar, brand, every navigation label and the text and call buttons', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: `Call ${business.phone.display}` })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', '/contact')
    await expect(header.getByRole('link', { name: /Showroom on the map/ })).toHaveAttribute(
      'href',
      links.map,
    )
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(mainNav.map((item) => item.label))
    await expect(header.getByRole('link', { name: 'Text Us Now' })).toHaveAttribute('href', /^sms:/)
    await expect(header.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('keeps the header on screen while scrolling', async ({ page }) => {
    await page.goto('/sitemap')
    await page.mouse.wheel(0, 2500)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport()
  })

  test('navigates client-side to the page, its title and the top of the view', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/sitemap')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.mouse.wheel(0, 1500)
    const item = mainNav.find((i) => i.href === paths.service('kitchens'))!
    const route = findRoute(item.href)!
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: item.label })
      .click()
    await expect(page).toHaveURL(new RegExp(`${item.href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page).toHaveTitle(documentTitle(route.title))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${item.href}$`),
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // no full page load happened: the marker set before the click survived
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label }),
    ).toHaveAttribute('aria-current', 'page')
    expect(problems).toEqual([])
  })

  test('shows "Loading page..." while a page body is on its way', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/sitemap-page-.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.locator('footer').getByRole('link', { name: 'Sitemap' }).click()
    await expect(page.getByText('Loading page...')).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(findRoute('/sitemap')!.heading)
    await expect(page.getByText('Loading page...')).toHaveCount(0)
  })
})

test.describe('mobile layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('toggles the mobile menu with the longer labels, no Learning, then Text and Call', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()

    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const labels = mainNav.filter((i) => i.mobile).map((i) => i.mobileLabel ?? i.label)
    // the specification's items, then the way to the site search
    await expect(menu.getByRole('listitem')).toHaveText([...labels, 'Search the site'])
    for (const item of mainNav.filter((i) => i.mobile && i.mobileLabel)) {
      await expect(menu.getByRole('link', { name: item.mobileLabel })).toBeVisible()
    }
    for (const item of mainNav.filter((i) => !i.mobile)) {
      await expect(menu.getByRole('link', { name: item.label, exact: true })).toHaveCount(0)
    }
    const last = menu.getByRole('link').last()
    await expect(last).toHaveAttribute('href', /^tel:/)
    await expect(menu.getByRole('link').nth(-2)).toHaveAttribute('href', /^sms:/)

    await close.click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes the menu when a link is chosen, and on Escape', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const gallery = mainNav.find((i) => i.href === '/gallery')!
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: gallery.mobileLabel ?? gallery.label })
      .click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      findRoute(gallery.href)!.heading,
    )

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('keeps the floating Text Us button at the bottom right', async ({ page }) => {
    await page.goto('/contact')
    const button = page.getByRole('link', { name: 'Text Us', exact: true })
    await expect(button).toHaveAttribute('href', /^sms:\+1/)
    const box = (await button.boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(390 - 40)
    expect(box.y + box.height).toBeGreaterThan(844 - 40)
  })
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/services/bathrooms')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  // the next stop is inside the main content, past the whole header
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
})

test('the footer carries the business facts and the current year', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const footer = page.locator('footer')
  await expect(footer).toContainText(addressLine)
  await expect(footer).toContainText(business.hours.summary)
  await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute(
    'href',
    `mailto:${business.email}`,
  )
  for (const name of ['Directions', 'Call', 'Text', 'Email']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const badge of ['5-star reviews', 'Licensed & Insured', '5-Star Rated', 'Family First!']) {
    await expect(footer.getByText(badge, { exact: true })).toBeVisible()
  }
  for (const href of [
    '/estimate',
    '/contact',
    '/sitemap',
    '/privacy-policy',
    '/terms-of-service',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})
