/**
 * The bands below a page's first screen are laid out only as they come near it
 * (client/styles.css `.band`), yet a visitor who comes to a place below the top lands there and
 * stays: a link to a section, a reload, the back button (at 390 px on the home page, the
 * longest of the site's pages). Those near the first screen are laid out before the first paint.
 */
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../shared/paths'
import { routes } from '../shared/routes'
import { firstOfItsTemplate } from './template-sample'

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

/** One page of each template, in the order of the route registry. */
const ONE_OF_EACH = routes.filter(firstOfItsTemplate).map((r) => r.path)

/** Frames recorded from a page's start: enough for a band brought near by another to show. */
const FRAMES = 8

/**
 * Records, as each of the page's first frames begins, the closing bands then laid out (the call
 * to action, a hub's last band, the footer; by tag and heading). The first frame is the first
 * paint: the head holds it until the page is parsed.
 */
function recordClosingBandsFrameByFrame(count: number) {
  const frames: string[][] = []
  Object.assign(window, { bandFrames: frames })
  function record() {
    frames.push(
      [...document.querySelectorAll('.band-short, footer.band')]
        .filter((band) => band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
        .map(
          (band) => `${band.tagName.toLowerCase()} ${band.getAttribute('aria-labelledby') ?? ''}`,
        ),
    )
    if (frames.length < count) requestAnimationFrame(record)
  }
  requestAnimationFrame(record)
}

for (const width of [PHONE.width, 1280]) {
  test(`at ${width} px a page's closing bands near its first screen are laid out before its first paint`, async ({
    page,
  }) => {
    test.setTimeout(5_000 * ONE_OF_EACH.length)
    await page.setViewportSize({ ...PHONE, width })
    await page.addInitScript(recordClosingBandsFrameByFrame, FRAMES)
    const recorded = () => page.evaluate(() => (window as { bandFrames?: string[][] }).bandFrames)
    for (const path of ONE_OF_EACH) {
      await page.goto(path)
      await expect.poll(async () => (await recorded())?.length, path).toBe(FRAMES)
      // as the first frame begins nothing is laid out; as the second begins, what the first laid
      // out. A band laid out in a later frame, with the page unscrolled, is work right after the
      // paint, when a first tap comes: the footer of a short page was, a task of 50-83 ms on a
      // slowed phone, until the call to action before it had a guessed height near its own (a
      // text band's is left: what follows a short one comes a frame later, and is small)
      const [, first, ...later] = (await recorded())!
      const laidOutLater = later.flat().filter((band) => !first!.includes(band))
      expect.soft(new Set(laidOutLater), path).toEqual(new Set())
    }
  })
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
