/**
 * A hero picture beside the heading (home, region hubs, service pages) is the first screen's
 * largest paint on a wide screen, and comes below the text on a phone. The head preloads it for
 * wide screens only; on a phone it is lazy, so the text does not share a slow connection with it.
 */
import { expect, test, type Page } from '@playwright/test'
import { routes } from '../shared/routes'

const pages = (['home', 'region-hub', 'service'] as const).map(
  (template) => routes.find((r) => r.template === template)!.path,
)

/** The tag of the page's largest paint, once the page has loaded. */
async function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element }
          setTimeout(() => resolve(last.element?.tagName ?? ''), 300)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

/** How the browser first asked for each picture: its priority, by address. */
async function picturePriorities(page: Page): Promise<Map<string, string>> {
  const priorities = new Map<string, string>()
  const session = await page.context().newCDPSession(page)
  session.on('Network.requestWillBeSent', ({ request }) => {
    if (request.url.includes('/images/') && !priorities.has(request.url)) {
      priorities.set(request.url, request.initialPriority)
    }
  })
  await session.send('Network.enable')
  return priorities
}

for (const path of pages) {
  test.describe(path, () => {
    test('on a wide screen the picture is fetched from the head at once and painted largest', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      const priorities = await picturePriorities(page)
      await page.goto(path)
      const hero = page.locator('main img').first()
      await expect(hero).toHaveJSProperty('complete', true)
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(priorities.get(src)).toBe('High')
      const initiator = await page.evaluate(
        (src) =>
          (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined)
            ?.initiatorType,
        src,
      )
      expect(initiator, 'fetched by the preload in the head').toBe('link')
      expect(await largestPaint(page)).toBe('IMG')
    })

    test('on a phone the text is painted largest and the picture waits its turn', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const priorities = await picturePriorities(page)
      await page.goto(path)
      expect(await largestPaint(page)).not.toBe('IMG')
      const hero = page.locator('main img').first()
      await hero.scrollIntoViewIfNeeded()
      await expect(hero).toHaveJSProperty('complete', true)
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(priorities.get(src)).toBe('Low')
    })
  })
}
