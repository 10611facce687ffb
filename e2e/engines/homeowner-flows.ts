/**
 * The homeowner's flows, run in one engine: the menu, a request from the dialog, the contact form
 * with a photo, the worker taking the page, reading offline, a request saved offline and delivered
 * once, the estimator, search, a page opened part-way down, a request sent without script, and one
 * kept by the page before any worker is there (./kept-by-page-flow.ts).
 * Each engine's file calls this with its own way of opening a browser.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { figures } from '../../.content/catalog/figures'
import { inputFromQuery } from '../../shared/estimator/address'
import { estimate } from '../../shared/estimator/estimate'
import { rangeText } from '../../shared/estimator/explain'
import { paths } from '../../shared/paths'
import { findRoute, routes } from '../../shared/routes'
import { OFFLINE_PATH } from '../../shared/sw-messages'
import { searchExamples } from '../../scripts/search-test-support'
import { THANK_YOU } from '../request-form'
import { storedPhotos, visitor } from '../server-state'
import { waitUntil, type Engine, type EnginePage, type OpenEngine } from './engine-page'
import { keptByPageFlow } from './kept-by-page-flow'
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

const DIALOG = '#request-dialog'

/** A page the worker keeps once read, and a page it does not have until then. */
const runtime = routes.filter((r) => r.offline === 'runtime')
const READ_ONLINE =
  runtime.find((r) => r.template === 'article') ?? runtime.find((r) => r.template !== 'town')!
const NOT_READ = runtime.findLast((r) => r.template === 'town')!

const heading = (page: EnginePage) =>
  page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '')

/** Waits for the page's address, as the page has it (the app moves by the History API). */
function waitForUrl(page: EnginePage, pattern: RegExp) {
  return waitUntil(
    page,
    `an address matching ${pattern}`,
    (source: string, flags: string) => new RegExp(source, flags).test(location.href),
    [pattern.source, pattern.flags],
    15_000,
  )
}

/** The thank-you page's own heading: the visitor sees it, not only its address. */
const THANK_YOU_HEADING = routes.find((r) => r.path === paths.thankYou)!.heading

/**
 * Waits for the thank-you page as the visitor sees it: its address, then its heading and every
 * load of its own done, so the next step starts from a page at rest.
 */
async function waitForThankYou(page: EnginePage) {
  await waitForUrl(page, THANK_YOU)
  await waitUntil(
    page,
    'the thank-you page',
    (title: string) =>
      document.readyState === 'complete' &&
      document.querySelector('h1')?.textContent?.trim() === title,
    [THANK_YOU_HEADING],
  )
}

/** Waits for the worker to take the page (it registers once the page has loaded and painted). */
async function workerControls(page: EnginePage) {
  await waitUntil(page, 'the worker to be ready', () =>
    navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)),
  )
  await page.reload()
  await waitUntil(page, 'the worker to control the page', () =>
    Boolean(navigator.serviceWorker.controller),
  )
}

async function photoFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'engines-photo-')), 'vanity.jpg')
  const picture = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#a86' },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  writeFileSync(file, picture)
  return file
}

export function homeownerFlows(engine: Engine, open: OpenEngine, port: number) {
  describe(`${engine}: the homeowner's flows`, () => {
    const opened = openedForTests(port, open, { script: true })
    const at = (path: string) => `${opened.site.origin}${path}`

    test('the menu opens and closes from its button', async () => {
      const { page } = opened
      await page.goto(at('/'))
      await page.click('[data-menu-button]')
      await waitUntil(page, 'the menu to open', () =>
        document.getElementById('mobile-menu')!.matches(':popover-open'),
      )
      const link = await page.evaluate(() => {
        const contact = document.querySelector<HTMLElement>('#mobile-menu a[href="/contact"]')
        return contact ? contact.getBoundingClientRect().height > 0 : false
      })
      expect(link).toBe(true)
      await page.click('[data-menu-button]')
      await waitUntil(
        page,
        'the menu to close',
        () => !document.getElementById('mobile-menu')!.matches(':popover-open'),
      )
    })

    test('a request from the dialog is stored once and leads to the thank-you page', async () => {
      const { page, site } = opened
      const person = visitor(`${engine}-dialog`)
      await page.goto(at('/'))
      await page.click('a[data-opens-dialog="request-dialog"]')
      await waitUntil(page, 'the dialog to open', () =>
        document.querySelector<HTMLDialogElement>('#request-dialog')!.matches('[open]'),
      )
      await fillRequest(page, DIALOG, person, 'Hall bath: a walk-in shower in place of the tub.')
      await pause(PERSON_TYPES_MS)
      await page.click(`${DIALOG} button[type=submit]`)
      await waitForThankYou(page)
      expect(site.leadsOf(person.email)).toMatchObject([{ formId: 'modal', pagePath: '/' }])
    })

    test('the contact form sends a request with a photo', async () => {
      const { page, site } = opened
      const person = visitor(`${engine}-photo`)
      await page.goto(at('/contact'))
      await fillRequest(page, CONTACT_FORM, person, 'The vanity in the photo, replaced.')
      await page.upload(`${CONTACT_FORM} input[type=file]`, await photoFile())
      await pause(PERSON_TYPES_MS)
      await page.click(`${CONTACT_FORM} button[type=submit]`)
      await waitForThankYou(page)
      const [lead] = site.leadsOf(person.email)
      expect(lead).toMatchObject({ formId: 'contact-page' })
      expect(storedPhotos(lead!.id, site.port)).toHaveLength(1)
    })

    test('the worker takes the page, and pages read online open offline', async () => {
      const { page, site } = opened
      await page.goto(at('/'))
      await workerControls(page)
      await page.goto(at(READ_ONLINE.path))
      expect(await heading(page)).toBe(READ_ONLINE.heading)

      await site.cut()
      try {
        await page.goto(at(READ_ONLINE.path))
        expect(await heading(page)).toBe(READ_ONLINE.heading)
        await page.goto(at(NOT_READ.path))
        await waitForUrl(page, /\/offline\?from=/)
        expect(await heading(page)).toBe(findRoute(OFFLINE_PATH)!.heading)
      } finally {
        await site.restore()
      }
    })

    test('a request sent with the server unreachable is saved, then delivered once', async () => {
      const { page, site } = opened
      const person = visitor(`${engine}-offline`)
      await page.goto(at('/contact'))
      await waitUntil(page, 'the worker to control the page', () =>
        Boolean(navigator.serviceWorker.controller),
      )
      await site.cut()
      await fillRequest(page, CONTACT_FORM, person, 'Sent from the driveway, no signal.')
      await pause(PERSON_TYPES_MS)
      await tapSendNearTheBottom(page, CONTACT_FORM)
      // the browser is online and the server cannot be reached: the page says so, and promises
      // only what an engine without Background Sync does
      await savedWhileUnreachable(page)
      expect(site.leadsOf(person.email)).toHaveLength(0)

      // the link comes back while the page stays open: no reload, no `online` event
      await site.restore()
      expect(await storedWithin(() => site.leadsOf(person.email))).toBe(1)
      await page.reload()
      await pause(1500)
      expect(site.leadsOf(person.email)).toHaveLength(1)
    }, 90_000)

    test('the estimator prices the choice made', async () => {
      const { page } = opened
      const choice = '?size=small'
      const expected = rangeText(estimate(figures, inputFromQuery(choice)))
      await page.goto(at('/cost-estimator'))
      await page.click('input[name=size][value=small]')
      const shown = await waitUntil(
        page,
        'the range of the choice',
        (range: string) =>
          document.querySelector('[data-testid="estimate-range"]')?.textContent === range,
        [expected],
      )
      expect(shown).toBe(true)
    })

    test('search finds pages by a prefix', async () => {
      const { page } = opened
      await page.goto(at('/search'))
      await page.type('input[name=q]', searchExamples.prefix)
      const first = await waitUntil(
        page,
        'results',
        () => document.querySelector('ol[aria-label="Results"] a')?.textContent ?? '',
      )
      expect(first.toLowerCase()).toContain(searchExamples.prefix.toLowerCase())
    })

    test('a page opened part-way down brings its script without any input', async () => {
      const { page } = opened
      const path = '/contact'
      // a link from another page to a section near the foot of this one
      await page.goto(at('/'))
      await page.goto(at(`${path}#footer-about`))
      await waitUntil(page, 'the entry script', () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname.endsWith('.js')),
      )
    })
  })

  describe(`${engine}: without script`, () => {
    const opened = openedForTests(port + 2, open, { script: false })

    test('the contact form is sent by the browser and stored once', async () => {
      const { page, site } = opened
      const person = visitor(`${engine}-no-script`)
      await page.goto(`${site.origin}/contact`)
      await pause(1000)
      // the page's own scripts are off: its loader never asked for the entry
      const scripts = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
      )
      expect(scripts).toBe(0)
      await fillRequest(page, CONTACT_FORM, person, 'Sent with JavaScript turned off.')
      await pause(PERSON_TYPES_MS)
      await page.click(`${CONTACT_FORM} button[type=submit]`)
      await waitForThankYou(page)
      expect(site.leadsOf(person.email)).toMatchObject([{ formId: 'contact-page' }])
    })
  })

  // the same origin as the flows without script, which leave no worker behind
  keptByPageFlow(engine, open, port + 2)
}
