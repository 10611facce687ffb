/**
 * A request sent with no connection and no service worker (a first visit before the worker is
 * installed, an app's built-in browser that runs none): the page keeps it on the device and
 * sends it, once, when it can.
 */
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../shared/paths'
import { waitForHydration } from './console'
import { phonePhoto, thumbnails, TWO_PHOTOS_TEST_MS } from './phone-photos'
import { fillRequest, takeTimeToFill } from './request-form'
import { leadsOf, storedPhotos, storedSource, visitor } from './server-state'
import { toasts } from './toasts'

// the config's default, said here because it is what these tests are about
test.use({ serviceWorkers: 'block' })

const sentMessages = (page: Page) => toasts(page).filter({ hasText: 'Message Sent!' })

test('a request sent offline is kept on the device and stored once when the connection returns', async ({
  page,
  context,
}) => {
  const person = visitor('kept-on-page')
  await page.goto(paths.contact)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Hall bath, new tile.')
  await takeTimeToFill(page)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(
    "You're offline. Requests you send are kept on this device and go out once you're back.",
  )
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(toasts(page)).toContainText('Saved on this device')
  await expect(toasts(page)).toContainText("You're offline.")
  await expect(form.getByLabel('Email')).toHaveValue('')
  expect(leadsOf(person)).toHaveLength(0)

  await context.setOffline(false)
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  await expect(sentMessages(page)).toHaveCount(1)
  // the request has reached us: its free consultation can be booked from the message
  await expect(sentMessages(page).getByRole('button', { name: 'Pick a time' })).toBeVisible()
  expect(storedSource(person.email)?.sentOffline).toBe(true)
  // the page's later asks (3 s and 10 s after the connection returned) find nothing left
  await page.waitForTimeout(4000)
  expect(leadsOf(person)).toHaveLength(1)
})

test('a kept request goes out with its photos from the next pages opened, once, from one of two tabs', async ({
  page,
  context,
}) => {
  test.setTimeout(TWO_PHOTOS_TEST_MS)
  const person = visitor('kept-two-tabs')
  await page.goto(paths.estimate)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Powder room, new vanity.')
  await form
    .getByLabel('Choose photos')
    .setInputFiles([
      await phonePhoto('before-1.jpg', '#a86'),
      await phonePhoto('before-2.jpg', '#68a'),
    ])
  await expect(thumbnails(page)).toHaveCount(2)
  await takeTimeToFill(page)
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(toasts(page)).toContainText('Saved on this device')
  // the visitor leaves before the connection returns
  await page.close()
  await context.setOffline(false)
  expect(leadsOf(person)).toHaveLength(0)

  // two pages of the site open at the same moment: each finds the kept request
  const tabs = await Promise.all([context.newPage(), context.newPage()])
  await Promise.all([tabs[0]!.goto('/'), tabs[1]!.goto(paths.contact)])
  await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
  expect(storedPhotos(leadsOf(person)[0]!.id)).toHaveLength(2)
  const announced = async () =>
    (await sentMessages(tabs[0]!).count()) + (await sentMessages(tabs[1]!).count())
  await expect.poll(announced).toBe(1)
  await tabs[0]!.waitForTimeout(1000)
  expect(await announced()).toBe(1)
  expect(leadsOf(person)).toHaveLength(1)
})

test('a kept request the server then refuses is said so, and not sent again', async ({
  page,
  context,
}) => {
  const person = visitor('kept-refused')
  await page.goto(paths.contact)
  await waitForHydration(page)
  const form = await fillRequest(page, person, 'Kitchen, new counters.')
  await takeTimeToFill(page)
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(toasts(page)).toContainText('Saved on this device')

  let refused = 0
  await context.route('**/api/contact', async (route) => {
    refused++
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: '{"message":"Please enter a valid phone number."}',
    })
  })
  await context.setOffline(false)
  await expect(toasts(page).filter({ hasText: 'Error' })).toHaveText(
    /Your saved request could not be sent: Please enter a valid phone number\.$/,
  )
  // the later asks after the connection returned find nothing left to send
  await page.waitForTimeout(11_000)
  expect(refused).toBe(1)
})
