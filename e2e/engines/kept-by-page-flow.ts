/**
 * A request sent while the server cannot be reached, from a page no worker controls (a first
 * visit; an app's built-in browser runs none): the page keeps it and sends it, once, by itself.
 */
import { describe, expect, test } from 'vitest'
import { HYDRATED } from '../../shared/hydrated-mark'
import { visitor } from '../server-state'
import { waitUntil, type Engine, type OpenEngine } from './engine-page'
import {
  CONTACT_FORM,
  PERSON_TYPES_MS,
  fillRequest,
  pause,
  savedWhileUnreachable,
  storedWithin,
  tapSendNearTheBottom,
} from './request-steps'
import { openedForTests } from './test-site'

export function keptByPageFlow(engine: Engine, open: OpenEngine, port: number) {
  describe(`${engine}: before any worker`, () => {
    const opened = openedForTests(port, open, { script: true })

    test('a request sent with the server unreachable is kept by the page, then delivered once', async () => {
      const { page, site } = opened
      const person = visitor(`${engine}-kept-by-page`)
      await page.goto(`${site.origin}/contact`)
      await fillRequest(page, CONTACT_FORM, person, 'Sent on a first visit, no signal.')
      // typing brought the page's code; the worker installed meanwhile controls no page yet
      await waitUntil(
        page,
        'the page to hydrate',
        (mark: string) => document.documentElement.hasAttribute(mark),
        [HYDRATED],
      )
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(false)
      await pause(PERSON_TYPES_MS)
      await site.cut()
      try {
        await tapSendNearTheBottom(page, CONTACT_FORM)
        await savedWhileUnreachable(page)
        expect(site.leadsOf(person.email)).toHaveLength(0)
      } finally {
        await site.restore()
      }
      // the page stays open, and online all along: its own schedule sends the request
      expect(await storedWithin(() => site.leadsOf(person.email))).toBe(1)
      await waitUntil(page, 'the page to say it was sent', () =>
        document.body.innerText.includes('Message Sent!'),
      )
      await page.reload()
      await pause(1500)
      expect(site.leadsOf(person.email)).toHaveLength(1)
    }, 90_000)
  })
}
