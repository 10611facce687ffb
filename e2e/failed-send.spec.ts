import { expect, test, type Page } from '@playwright/test'
import { PLAIN_AFTER_MS } from '../client/components/ui/toasts'
import { paths } from '../shared/paths'
import { waitForHydration } from './console'
import { SERVER_UNAVAILABLE, fillRequest, takeTimeToFill } from './request-form'
import { visitor } from './server-state'
import { toasts } from './toasts'

// no worker here: the page's code comes from the network only, as on a first visit
const FAILED = /^Error\s*Failed to send message\. Please try again\.$/

/** Fills the contact page's form and waits as a person does. */
async function fillContactPage(page: Page, tag: string) {
  const person = visitor(tag)
  await page.goto(paths.contact)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Hall bath, new tile.')
  await takeTimeToFill(page)
  return { form, person }
}

test('offline, on a device that can keep nothing, the send fails and keeps what was typed', async ({
  page,
  context,
}) => {
  // no IndexedDB, as in some private modes: the page cannot keep the request for later
  await page.addInitScript(() =>
    Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true }),
  )
  const { form, person } = await fillContactPage(page, 'send-offline')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(toasts(page)).toHaveText(FAILED)
  await expect(form.getByLabel('Email')).toHaveValue(person.email)
  await expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled()
})

test('the failure is shown even when the code of the messages never came', async ({ page }) => {
  await page.route('**/assets/toaster-*.js', (route) => route.abort('internetdisconnected'))
  await page.route('**/api/contact', (route) => route.fulfill(SERVER_UNAVAILABLE))
  const { form, person } = await fillContactPage(page, 'send-no-toaster')
  await form.getByRole('button', { name: 'Send Request' }).click()
  const message = toasts(page)
  await expect(message).toHaveText(FAILED, { timeout: PLAIN_AFTER_MS + 5000 })
  await expect(message.getByRole('alert')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(person.email)

  await message.getByRole('button', { name: 'Close notification' }).click()
  await expect(message).toHaveCount(0)
})

test('a failed send from the request dialog is shown above it, and the dialog keeps the request', async ({
  page,
}) => {
  const person = visitor('dialog-failed')
  await page.route('**/api/contact', (route) => route.fulfill(SERVER_UNAVAILABLE))
  // the estimate page opens its request dialog, modal, on load
  await page.goto(paths.estimate)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Powder room, new vanity.')
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Request' }).click()

  const message = toasts(page)
  await expect(message).toHaveText(
    /^Error\s*Failed to send message\. Please try again or call us directly\.$/,
  )
  // what a visitor sees at the message's place is the message, not the dialog over it
  const box = (await message.boundingBox())!
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('li')?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(onTop).toContain('Failed to send message')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(person.email)

  // and it can be closed where it stands (a click checks nothing covers the button)
  await message.getByRole('button', { name: 'Close notification' }).click()
  await expect(message).toHaveCount(0)
  await expect(page.getByRole('dialog')).toBeVisible()
})
