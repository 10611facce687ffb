/**
 * Photos added to a request, as a slow phone meets it: one 12-megapixel photo chosen on the
 * contact page (390 px touch screen, CPU slowed 4×), shrunk in the page's worker, and again with
 * the worker's script refused, so the page does it itself. The figures are the time from choosing
 * to the thumbnail shown, and the page's tasks over 50 ms meanwhile: a tap waits for them.
 */
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { chromiumPath, launchArgs } from '../../playwright.config'
import { HYDRATED } from '../../shared/hydrated-mark'
import { paths } from '../../shared/paths'
import { phonePhoto } from '../../e2e/phone-photos'
import { LONG_TASK_MS } from './main-thread'
import { steadiness, type Steadiness } from './rounds'
import { slowPhonePage } from './slow-phone'

export type PhotoShrinkFigures = {
  where: 'in a worker' | 'on the page'
  /** from choosing the photo to its thumbnail drawn, ms */
  shownMs: Steadiness
  /** the page's tasks over 50 ms meanwhile, and the longest of them (0 when there is none), ms */
  longTasks: Steadiness
  longestMs: Steadiness
}

/**
 * The little of the browser the page-side functions use: this file is type-checked with Node's
 * types (no DOM), and these functions run in the page.
 */
type InPage = {
  longTasks: number[]
  PerformanceObserver: new (report: (list: { getEntries(): { duration: number }[] }) => void) => {
    observe(options: { type: string }): void
  }
  document: {
    querySelectorAll(selector: string): Iterable<{ complete: boolean; naturalWidth: number }>
  }
}

export async function measurePhotoShrink(
  origin: string,
  runs: number,
): Promise<PhotoShrinkFigures[]> {
  // chosen from a file: a photo handed over as bytes is copied into the page by the test tool,
  // which itself holds the page for seconds
  const file = join(tmpdir(), 'bench-phone-photo.jpg')
  writeFileSync(file, (await phonePhoto('kitchen.jpg', '#a86')).buffer)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  const once = async (inWorker: boolean) => {
    const { context, page } = await slowPhonePage(browser)
    try {
      if (!inWorker) await page.route('**/shrink-photo-worker-*.js', (route) => route.abort())
      await page.goto(origin + paths.contact, { waitUntil: 'load' })
      // a first input brings the page's code
      await page.locator('h1').click()
      await page.waitForSelector(`html[${HYDRATED}]`)
      await page.evaluate(() => {
        const browser = globalThis as unknown as InPage
        browser.longTasks = []
        new browser.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) browser.longTasks.push(entry.duration)
        }).observe({ type: 'longtask' })
      })
      const chosen = Date.now()
      await page.locator('[data-contact-form="contact-page"] input[type=file]').setInputFiles(file)
      await page.waitForFunction(() =>
        [
          ...(globalThis as unknown as InPage).document.querySelectorAll(
            '[aria-label="Photos to send"] img',
          ),
        ].some((img) => img.complete && img.naturalWidth > 0),
      )
      const shownMs = Date.now() - chosen
      // a long task is reported once it has ended
      await page.waitForTimeout(300)
      const tasks = await page.evaluate(() => (globalThis as unknown as InPage).longTasks)
      return {
        shownMs,
        longTasks: tasks.filter((ms) => ms > LONG_TASK_MS).length,
        longestMs: Math.max(0, ...tasks),
      }
    } finally {
      await context.close()
    }
  }
  try {
    const figures: PhotoShrinkFigures[] = []
    for (const inWorker of [true, false]) {
      const all: Awaited<ReturnType<typeof once>>[] = []
      for (let run = 0; run < runs; run++) all.push(await once(inWorker))
      figures.push({
        where: inWorker ? 'in a worker' : 'on the page',
        shownMs: steadiness(all.map((r) => r.shownMs)),
        longTasks: steadiness(all.map((r) => r.longTasks)),
        longestMs: steadiness(all.map((r) => r.longestMs)),
      })
      process.stdout.write(`photos: ${inWorker ? 'in a worker' : 'on the page'} done\n`)
    }
    return figures
  } finally {
    await browser.close()
  }
}
