/**
 * A page that holds its own styles is never restyled after its first paint for nothing: the
 * whole stylesheet comes with the entry held back for print, and applies to the screen when
 * React starts (client/early/entry-loader.ts, client/lib/whole-stylesheet.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { STYLES_ATTRIBUTE } from '../shared/entry-loader'
import { routes } from '../shared/routes'
import { waitForHydration } from './console'

test.use({ viewport: { width: 390, height: 844 } })

/** The page's whole stylesheet links: where they apply, and whether they have come. */
const wholeSheets = (page: Page) =>
  page.evaluate((attribute) => {
    const named = document.querySelector(`script[${attribute}]`)!.getAttribute(attribute)!
    return named.split(' ').map((href) => {
      const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)
      return link ? { media: link.media, arrived: link.sheet !== null } : null
    })
  }, STYLES_ATTRIBUTE)

test('the whole stylesheet waits, fetched, until React needs it', async ({ page, request }) => {
  // which pages hold their own styles depends on their size: the first that does
  let path: string | undefined
  for (const route of routes) {
    if (/<style>/.test(await (await request.get(route.path)).text())) {
      path = route.path
      break
    }
  }
  expect(path, 'no page holds its own styles').toBeDefined()
  await page.goto(path!)
  // a reader's page: the entry has come after the paint, the sheet with it, held back
  await expect.poll(() => wholeSheets(page)).toEqual([{ media: 'print', arrived: true }])

  // the visitor reaches for the page: React comes, and the sheet applies before it renders
  await waitForHydration(page)
  expect(await wholeSheets(page)).toEqual([{ media: 'all', arrived: true }])
})

test('a page that links the whole stylesheet keeps it as it is', async ({ page, request }) => {
  let path: string | undefined
  for (const route of routes) {
    if (!/<style>/.test(await (await request.get(route.path)).text())) {
      path = route.path
      break
    }
  }
  expect(path, 'every page holds its own styles').toBeDefined()
  await page.goto(path!)
  await page.waitForLoadState('networkidle')
  expect(await wholeSheets(page)).toEqual([{ media: '', arrived: true }])
  await waitForHydration(page)
  expect(await wholeSheets(page)).toEqual([{ media: '', arrived: true }])
})
