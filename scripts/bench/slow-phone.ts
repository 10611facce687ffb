import type { Browser, BrowserContext, CDPSession, Page } from 'playwright'

/** Lighthouse's mobile run slows the CPU 4×; the bench's own page loads do the same. */
const CPU_SLOWDOWN = 4

/**
 * A page as the bench's phone sees it: a 390 px touch screen with the CPU slowed 4× (CDP), in a
 * context of its own. The CDP session is the page's, for tracing.
 */
export async function slowPhonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page, cdp }
}
