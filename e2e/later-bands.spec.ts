/**
 * The bands below a page's first screen are laid out only as they come near it
 * (client/styles.css `.band`), yet a visitor who comes to a place below the top lands there and
 * stays: a link to a section, a reload, the back button. At 390 px on the home page, the
 * longest of the site's pages.
 */
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../shared/paths'

const HOME = '/'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** The id of the heading of the page's last band before the footer: the farthest down. */
async function farHeading(page: Page): Promise<string> {
  const ids = await page
    .locator('main .band h2[id]')
    .evaluateAll((headings) => headings.map((h) => h.id))
  expect(ids.length, 'the page has bands below its first screen').toBeGreaterThan(1)
  return ids.at(-1)!
}

/** Whether the band holding the element is laid out (not skipped until it comes near). */
const isLaidOut = (page: Page, id: string) =>
  page.evaluate(
    (id) => document.getElementById(id)!.checkVisibility({ contentVisibilityAuto: true }),
    id,
  )

/** Where the element's top is on the screen, two frames on, and the page's height then. */
const placeOf = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      new Promise<{ top: number; height: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              top: Math.round(document.getElementById(id)!.getBoundingClientRect().top),
              height: document.documentElement.scrollHeight,
            }),
          ),
        ),
      ),
    id,
  )

/** Where the browser brings a section a link names: under the sticky header's room. */
const targetTop = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))

/** Scrolls as a visitor does, a flick at a time, until the element is near the screen's top. */
async function scrollTo(page: Page, id: string) {
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2)
  for (let flick = 0; flick < 200; flick++) {
    const { top } = await placeOf(page, id)
    if (top < 300) return
    await page.mouse.wheel(0, Math.min(600, top - 200))
  }
  throw new Error(`#${id} never came near the top of the screen`)
}

test('a band far below the first screen is laid out only when it comes near it', async ({
  page,
}) => {
  await page.goto(HOME)
  const far = await farHeading(page)
  expect(await isLaidOut(page, far)).toBe(false)
  await scrollTo(page, far)
  expect(await isLaidOut(page, far)).toBe(true)
})

test('a link to a section far below lands on it, and it stays there', async ({ page }) => {
  await page.goto(HOME)
  const far = await farHeading(page)
  await page.goto(`${HOME}#${far}`)
  await page.waitForLoadState('load')
  const room = await targetTop(page)
  const landed = await placeOf(page, far)
  expect(Math.abs(landed.top - room)).toBeLessThanOrEqual(1)
  await page.waitForTimeout(1000)
  expect(await placeOf(page, far)).toEqual(landed)
})

for (const way of ['a reload', 'the back button'] as const) {
  test(`${way} brings the visitor back to the place they had scrolled to`, async ({ page }) => {
    await page.goto(HOME)
    const far = await farHeading(page)
    await scrollTo(page, far)
    const left = await placeOf(page, far)
    if (way === 'a reload') {
      await page.reload()
    } else {
      await page.goto(paths.contact)
      await page.goBack()
    }
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    expect((await placeOf(page, far)).top).toBe(left.top)
  })
}
