/**
 * The before/after slider answers the first touch at any moment: before React (its code comes
 * with the page's entry), and before the entry itself, when the press is kept by the page's
 * inline loader and answered once the entry comes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { HYDRATED } from '../shared/hydrated-mark'
import { routes } from '../shared/routes'
import { waitForHydration } from './console'
import { entryHasRun, holdAllScripts, holdLateScripts } from './late-scripts'

// the service worker would answer the held scripts from its precache, around the hold
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true })

/** A case study's first slider, opened with `hold` holding back scripts until `release`. */
async function caseStudySlider(
  page: Page,
  hold: (page: Page, path: string) => Promise<() => void>,
) {
  const { path } = routes.find((r) => r.template === 'case-study')!
  const release = await hold(page, path)
  await page.goto(path)
  return { release, slider: page.getByRole('slider').first() }
}

/** A point on the picture left of the slider's handle, brought into view. */
async function leftOfHandle(slider: Locator): Promise<{ x: number; y: number }> {
  await slider.scrollIntoViewIfNeeded()
  const box = (await slider.boundingBox())!
  return { x: box.x - 60, y: box.y + box.height / 2 }
}

test('the before/after slider moves on the first touch before React is here', async ({ page }) => {
  const { release, slider } = await caseStudySlider(page, holdLateScripts)
  // the slider's code comes with the entry, after the largest paint: load may come first
  await entryHasRun(page)
  const at = await leftOfHandle(slider)
  await page.touchscreen.tap(at.x, at.y)
  await expect(slider).not.toHaveAttribute('aria-valuenow', '50')
  release()
  await waitForHydration(page)
  await slider.focus()
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuenow', '100')
  await expect(slider).toHaveAttribute('aria-valuetext', '100% before, 0% after')
})

test('a touch on the slider before its code has come moves it when the code arrives', async ({
  page,
}) => {
  const { release, slider } = await caseStudySlider(page, holdAllScripts)
  const at = await leftOfHandle(slider)
  await page.touchscreen.tap(at.x, at.y)
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  release()
  await entryHasRun(page)
  await expect(slider).not.toHaveAttribute('aria-valuenow', '50')
  const moved = Number(await slider.getAttribute('aria-valuenow'))
  expect(moved, 'the handle moves toward the touch, left of it').toBeLessThan(50)
})

test('a mouse press on the slider before its code has come moves it, and brings React', async ({
  page,
}) => {
  const { release, slider } = await caseStudySlider(page, holdAllScripts)
  const at = await leftOfHandle(slider)
  // a press alone, with no move before it (a real mouse moves first, which is intent itself)
  await slider.dispatchEvent('pointerdown', {
    pointerType: 'mouse',
    button: 0,
    bubbles: true,
    clientX: at.x,
    clientY: at.y,
  })
  release()
  await expect(slider).not.toHaveAttribute('aria-valuenow', '50')
  // no other input: the press itself was the visitor's intent
  await page.locator(`html[${HYDRATED}]`).waitFor({ state: 'attached' })
})
