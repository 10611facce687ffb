import { HYDRATED } from '../shared/hydrated-mark'
import type { Page } from '@playwright/test'

/** Collects console errors and warnings (hydration mismatches, CSP violations) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    // Playwright's own note when a test blocks service workers is not the site's
    if (message.text().includes('registration blocked by Playwright')) return
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Hydrates the page as a visitor does, by moving the pointer over it (React comes with the first
 * interaction), and waits until React has taken the page over (it marks <html>).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
  await page.locator(`html[${HYDRATED}]`).waitFor({ state: 'attached' })
}
