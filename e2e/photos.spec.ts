/**
 * Photos with an estimate request, as a homeowner sends them from a phone: chosen, shrunk,
 * removed, and sent with no connection.
 */
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './console'
import { leadsOf, storedPhotos, visitor } from './server-state'
import { installWorker, queuedRequests } from './service-worker'
import { phonePhoto, thumbnails, TWO_PHOTOS_TEST_MS } from './phone-photos'
import { toasts } from './toasts'
import { fillRequest, THANK_YOU, takeTimeToFill } from './request-form'

async function fillDialog(page: Page, person: ReturnType<typeof visitor>) {
  const dialog = page.getByRole('dialog', { name: 'Request Free Estimate' })
  await dialog.getByLabel('First name').fill(person.firstName)
  await dialog.getByLabel('Last name').fill(person.lastName)
  await dialog.getByLabel('Phone').fill(person.phone)
  await dialog.getByLabel('Email').fill(person.email)
  return dialog
}

test('a removed thumbnail is not sent, and a file that is not a photo is named', async ({
  page,
}) => {
  // the photos are shrunk off the page, so a tap meanwhile is answered at once
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await page.goto('/estimate')
  await waitForHydration(page)
  const person = visitor('photos-remove')
  const dialog = await fillDialog(page, person)
  await dialog
    .getByLabel('Choose photos')
    .setInputFiles([
      await phonePhoto('sink.jpg', '#a86'),
      await phonePhoto('range.jpg', '#68a'),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
    ])
  await expect(thumbnails(page)).toHaveCount(2)
  expect(workers.filter((url) => url.includes('shrink-photo-worker'))).toHaveLength(3)
  // the thumbnails show (the page's security policy lets its own blob: pictures in)
  await expect
    .poll(() =>
      thumbnails(page)
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)
  await expect(dialog.getByText('“notes.jpg” is not a photo this browser can read.')).toBeVisible()
  await expect(dialog.getByText(/^2 photos, .* in all\.$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Remove photo 1, sink.jpg' }).click()
  await expect(thumbnails(page)).toHaveCount(1)
  await takeTimeToFill(page)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(THANK_YOU)
  const lead = leadsOf(person)[0]!
  const photos = storedPhotos(lead.id)
  expect(photos).toHaveLength(1)
  // shrunk in the browser to 2,048 px on the longest side before it left
  expect(Math.max(photos[0]!.width, photos[0]!.height)).toBe(2048)
})

test('photos are shrunk on the page when the worker that shrinks them cannot start', async ({
  page,
}) => {
  await page.route('**/shrink-photo-worker-*.js', (route) => route.abort('connectionrefused'))
  await page.goto('/contact')
  await waitForHydration(page)
  const person = visitor('photos-no-worker')
  const form = await fillRequest(page, person, 'Laundry room sink, replaced.')
  await form.getByLabel('Choose photos').setInputFiles([await phonePhoto('sink.jpg', '#a86')])
  await expect(thumbnails(page)).toHaveCount(1)
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(THANK_YOU)
  const [photo] = storedPhotos(leadsOf(person)[0]!.id)
  expect(Math.max(photo!.width, photo!.height)).toBe(2048)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('two photos sent offline arrive once, with their lead, when the connection returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(TWO_PHOTOS_TEST_MS)
    await installWorker(page)
    await page.goto('/estimate')
    await waitForHydration(page)
    const person = visitor('photos-offline')
    const dialog = await fillDialog(page, person)
    await dialog
      .getByLabel('Choose photos')
      .setInputFiles([
        await phonePhoto('before-1.jpg', '#a86'),
        await phonePhoto('before-2.jpg', '#68a'),
      ])
    await expect(thumbnails(page)).toHaveCount(2)
    await context.setOffline(true)
    await takeTimeToFill(page)
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(toasts(page)).toContainText('Saved on this device')
    await expect.poll(() => queuedRequests(page)).toBe(1)

    await context.setOffline(false)
    await expect.poll(() => leadsOf(person).length, { timeout: 15_000 }).toBe(1)
    await expect.poll(() => queuedRequests(page)).toBe(0)
    const lead = leadsOf(person)[0]!
    expect(storedPhotos(lead.id)).toHaveLength(2)
  })
})
