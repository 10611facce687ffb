/**
 * A page paints once, whole, even when it arrives slowly: the head holds the first paint until
 * the parser has run the loader at the end of the body (scripts/entry-after-paint.ts). A page
 * painted in parts is laid out again, and its loader run, in tasks after its first paint, where
 * a first tap would wait; on the estimate page a first frame would show the dialog before it is
 * modal. Chromium holds the paint; an engine without `rel="expect"` paints as it parses.
 */
import { expect, test } from '@playwright/test'
import { BEFORE_ENTRY } from '../shared/entry-loader'
import { paths } from '../shared/paths'

/** What the first frame drawn saw: its callbacks run just before it is painted. */
type FirstFrame = { loaderRan: boolean; dialogModal: boolean | null }

/** Slow enough that the page comes in several pieces, as on a weak phone signal. */
const BYTES_PER_SECOND = 8 * 1024

test.use({ viewport: { width: 390, height: 844 } })

test('a page that arrives in pieces is painted once, whole, its dialog already modal', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'the network is slowed through Chromium’s DevTools')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  })
  await page.addInitScript((beforeEntry) => {
    requestAnimationFrame(() => {
      const dialog = document.querySelector('dialog[open]')
      ;(window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        // the loader's first act
        loaderRan: beforeEntry in window,
        dialogModal: dialog && dialog.matches(':modal'),
      }
    })
  }, BEFORE_ENTRY)
  await page.goto(paths.estimate, { waitUntil: 'commit' })
  const firstFrame = await page.waitForFunction(
    () => (window as unknown as { firstFrame?: FirstFrame }).firstFrame,
  )
  expect(await firstFrame.jsonValue()).toEqual({ loaderRan: true, dialogModal: true })
})
