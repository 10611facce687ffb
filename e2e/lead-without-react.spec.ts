/**
 * A lead gets through whatever becomes of the page's code: with JavaScript off, when React's
 * code never arrives, and offline with the worker installed. The forms are real HTML forms; the
 * server answers a browser's own submission with pages, and the worker queues it offline.
 */
import { writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { HOLD_LIMIT_MS } from '../client/early/before-react'
import { DISCARD_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '../server/photos/read-photos'
import { PHOTO_LIMITS } from '../shared/photo-limits'
import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '../shared/entry-loader'
import { paths } from '../shared/paths'
import { findRoute } from '../shared/routes'
import { apart } from './boxes'
import { clickOnceStill } from './in-view'
import { holdLateScripts, refuseLateScripts } from './late-scripts'
import { fillRequest, requestForm, THANK_YOU, takeTimeToFill } from './request-form'
import { leadsOf, storedPhotos, visitor } from './server-state'
import { askReplay, installWorker, queuedRequests } from './service-worker'

type Person = ReturnType<typeof visitor>

const MB = 1024 * 1024

/** The reference the thank-you page shows is the start of the stored lead's id. */
async function expectReferenceOf(page: Page, person: Person) {
  await expect(page).toHaveURL(THANK_YOU)
  const reference = THANK_YOU.exec(page.url())![1]!
  await expect(page.getByText("Your request's reference:")).toContainText(reference)
  const [lead] = leadsOf(person)
  expect(lead!.id.slice(0, 8).toUpperCase()).toBe(reference)
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact page sends a lead once: the thank-you page with its reference, and a refresh or Back sends nothing', async ({
    page,
  }) => {
    const person = visitor('no-script-contact')
    await page.goto(paths.contact)
    const form = await fillRequest(page, person, 'Powder room: new vanity and a wall-hung toilet.')
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expectReferenceOf(page, person)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      findRoute(paths.thankYou)!.heading,
    )
    await page.reload()
    await page.goBack()
    await expect(page).toHaveURL(/\/contact$/)
    expect(leadsOf(person)).toHaveLength(1)
    expect(leadsOf(person)[0]).toMatchObject({
      firstName: person.firstName,
      serviceType: 'bathroom',
      projectDetails: 'Powder room: new vanity and a wall-hung toilet.',
    })
  })

  test('a problem is named in the visitor’s words, with everything typed kept', async ({
    page,
  }) => {
    const person = visitor('no-script-problem')
    await page.goto(paths.contact)
    const message = 'Kitchen: "open the wall" <to the dining room> & add an island.'
    const form = await fillRequest(page, person, message)
    await form.getByLabel('Phone').fill('555-01')
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('alert')).toContainText('Valid phone number is required')
    await expect(requestForm(page).getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(requestForm(page).getByLabel('Message')).toHaveValue(message)
    await expect(requestForm(page).getByLabel('First name')).toHaveValue(person.firstName)
    await expect(requestForm(page).getByLabel('Service')).toHaveValue('bathroom')
    expect(leadsOf(person)).toHaveLength(0)

    await requestForm(page).getByLabel('Phone').fill(person.phone)
    await requestForm(page).getByRole('button', { name: 'Send Request' }).click()
    await expectReferenceOf(page, person)
    expect(leadsOf(person)[0]!.projectDetails).toBe(message)
  })

  test('the estimate page holds its form in the page, and sends photos with it', async ({
    page,
  }) => {
    const person = visitor('no-script-estimate')
    await page.goto(paths.estimate)
    const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
    await expect(dialog).toBeVisible()
    await fillRequest(page, person, 'Hall bath, 5 by 8, tub to shower.')
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#8a7' },
    })
      .jpeg()
      .toBuffer()
    await dialog
      .getByLabel('Choose photos')
      .setInputFiles([{ name: 'bath.jpg', mimeType: 'image/jpeg', buffer: photo }])
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expectReferenceOf(page, person)
    expect(storedPhotos(leadsOf(person)[0]!.id)).toHaveLength(1)
  })

  // a file too large for the form is refused before the server takes it in; the browser is
  // still sending it when the answer is ready
  for (const [what, bytes] of [
    ['over the limit of all the photos together', MULTIPART_LIMIT_BYTES + MB],
    ['past what the server reads of a refused form', DISCARD_LIMIT_BYTES + MB],
  ] as const) {
    test(`a photo ${what} gets the problem page, everything typed kept, then sends without it`, async ({
      page,
    }, testInfo) => {
      const person = visitor('no-script-too-large')
      const video = testInfo.outputPath('kitchen-walkthrough.jpg')
      writeFileSync(video, Buffer.alloc(bytes, 1))
      await page.goto(paths.estimate)
      const message = 'Galley kitchen: open the wall to the dining room.'
      await fillRequest(page, person, message)
      await requestForm(page).getByLabel('Choose photos').setInputFiles(video)
      await requestForm(page).getByRole('button', { name: 'Send Request' }).click()

      await expect(page.getByRole('alert')).toContainText(
        `All the photos together can be at most ${PHOTO_LIMITS.totalBytes / MB} MB`,
      )
      const form = requestForm(page)
      await expect(form.getByLabel('First name')).toHaveValue(person.firstName)
      await expect(form.getByLabel('Last name')).toHaveValue(person.lastName)
      await expect(form.getByLabel('Phone')).toHaveValue(person.phone)
      await expect(form.getByLabel('Email')).toHaveValue(person.email)
      await expect(form.getByLabel('Service')).toHaveValue('bathroom')
      await expect(form.getByLabel('Project details')).toHaveValue(message)
      await expect(form.getByLabel('Choose photos')).toHaveAttribute('aria-invalid', 'true')
      expect(leadsOf(person)).toHaveLength(0)

      await form.getByRole('button', { name: 'Send Request' }).click()
      await expectReferenceOf(page, person)
      expect(leadsOf(person)[0]!.projectDetails).toBe(message)
    })
  }
})

test.describe('when React’s code never arrives', () => {
  // the service worker would answer the code from its precache
  test.use({ serviceWorkers: 'block' })

  test('“Discuss Your Project” opens the request form, and the browser sends it itself', async ({
    page,
  }) => {
    await refuseLateScripts(page, '/')
    const person = visitor('react-failed')
    await page.goto('/')
    await clickOnceStill(page.getByRole('link', { name: 'Discuss Your Project' }))
    const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
    await expect(dialog).toBeVisible()
    await fillRequest(page, person, 'Kitchen in a 1960s ranch.')
    await takeTimeToFill(page)
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page).toHaveURL(THANK_YOU, { timeout: HOLD_LIMIT_MS + 5000 })
    expect(leadsOf(person)).toHaveLength(1)
  })

  test('no control is left busy while its code is late', async ({ page }) => {
    const release = await holdLateScripts(page, '/')
    await page.goto('/')
    // a button whose click needs React (a badge's tooltip)
    const button = page.getByRole('main').getByRole('button').first()
    await button.click()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).not.toHaveAttribute('aria-busy', { timeout: HOLD_LIMIT_MS + 2000 })
    release()
  })
})

test.describe('offline, with the worker installed', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a request the browser sends itself is queued, shown as saved, and delivered once', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    await page.goto(paths.contact)
    // the app's code is gone from this device: only what the page names in its HTML is kept
    await page.evaluate(
      async ({ entry, preload }) => {
        // the entry and its preloads, named by the page's loader, and anything it has added
        const loader = document.querySelector<HTMLScriptElement>(`script[${entry}]`)!
        const named = new Set(
          [
            ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
              'script[src], link[href]',
            ),
          ]
            .map((element) => new URL('src' in element ? element.src : element.href).pathname)
            .concat(
              loader.getAttribute(entry)!,
              ...(loader.getAttribute(preload) ?? '').split(' '),
            ),
        )
        for (const name of await caches.keys()) {
          const cache = await caches.open(name)
          for (const request of await cache.keys()) {
            const path = new URL(request.url).pathname
            if (path.endsWith('.js') && path.startsWith('/assets/') && !named.has(path)) {
              await cache.delete(request)
            }
          }
        }
      },
      { entry: ENTRY_ATTRIBUTE, preload: PRELOAD_ATTRIBUTE },
    )
    // and from the browser's own cache, which the worker's fetch would fall back to
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
    const person = visitor('offline-native')
    await context.setOffline(true)
    await fillRequest(page, person, 'Sent from a basement with no signal.')
    await takeTimeToFill(page)
    await requestForm(page).getByRole('button', { name: 'Send Request' }).click()
    await expect(page).toHaveURL(/\/request-saved$/, { timeout: HOLD_LIMIT_MS + 5000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      findRoute(paths.requestSaved)!.heading,
    )
    await expect.poll(() => queuedRequests(page)).toBe(1)
    expect(leadsOf(person)).toHaveLength(0)

    await context.setOffline(false)
    // the worker may still see the network as down when first asked: a device asks again (its
    // next sync or page), and no ask may deliver the request twice
    await expect
      .poll(
        async () => {
          await askReplay(page)
          return leadsOf(person).length
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toBe(1)
    await expect.poll(() => queuedRequests(page)).toBe(0)
    await askReplay(page)
    await page.waitForTimeout(500)
    expect(leadsOf(person)).toHaveLength(1)
    expect(leadsOf(person)[0]!.projectDetails).toBe('Sent from a basement with no signal.')
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the floating Text Us button never covers the estimator’s price bar', async ({ page }) => {
    await page.goto(paths.costEstimator)
    const bar = page.locator('[data-sticky-foot]')
    const textUs = page.getByRole('link', { name: 'Text Us', exact: true })
    for (const y of [300, 700, 1100]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const [a, b] = [(await bar.boundingBox())!, (await textUs.boundingBox())!]
      expect(
        apart(a, b),
        `at scroll ${y}: bar ${JSON.stringify(a)}, button ${JSON.stringify(b)}`,
      ).toBe(true)
    }
  })
})
