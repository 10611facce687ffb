import { expect, test } from '@playwright/test'
import { waitForHydration, watchConsole } from './console'

/**
 * An engine without popovers (Safari before 17, Firefox before 125): the menu button then does
 * nothing by itself, and the menu sits in the header's flow until client/early/mobile-menu.ts
 * hides it and takes the whole toggle. Chromium has popovers, so the page is given an engine
 * without them: the methods gone, and the attributes removed as the parser adds them.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const proto = HTMLElement.prototype as unknown as Record<string, unknown>
    for (const method of ['showPopover', 'hidePopover', 'togglePopover']) delete proto[method]
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          for (const element of [node, ...node.querySelectorAll('[popover], [popovertarget]')]) {
            element.removeAttribute('popover')
            element.removeAttribute('popovertarget')
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
})

test('without popovers the script hides the menu, opens and closes it, and says which', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/westchester')
  await waitForHydration(page)
  expect(await page.evaluate(() => typeof HTMLElement.prototype.showPopover)).toBe('undefined')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeHidden()

  const open = page.getByRole('button', { name: 'Open menu' })
  await open.click()
  await expect(menu).toBeVisible()
  const close = page.getByRole('button', { name: 'Close menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(open).toBeFocused()
  await expect(open).toHaveAttribute('aria-expanded', 'false')

  // a link chosen in the menu closes it
  await open.click()
  await menu.getByRole('link').first().click()
  await expect(menu).toBeHidden()
  expect(problems).toEqual([])
})
