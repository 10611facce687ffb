/**
 * The owner's data stays private with the public service worker installed: no public page asks
 * for anything under /owner/ or /api/owner/, and after the desk was used in the same browser,
 * signed in with a lead and its photo on screen, no cache holds any of it.
 */
import { expect, test } from '@playwright/test'
import { paths } from '../shared/paths'
import { invite, joinDesk, passkeyStore } from './owner-desk'
import { installWorker } from './service-worker'

test.use({ serviceWorkers: 'allow' })

const isOwners = (url: string) => {
  const { pathname } = new URL(url)
  return pathname.startsWith(paths.ownerDesk) || pathname.startsWith(`${paths.ownerApi}/`)
}

test('no public page or the public worker asks for or keeps the owner’s data', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  await installWorker(page)
  for (const path of ['/contact', paths.estimate, '/services/kitchens']) await page.goto(path)
  expect(asked.filter(isOwners)).toEqual([])

  // a lead with a photo, then the desk opened in the same browser, where the public worker
  // controls the page first
  const photo = await page.request.post('/api/contact', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    multipart: {
      firstName: 'Dana',
      lastName: 'Private',
      phone: '(914) 555-0166',
      email: `private-${Date.now()}@example.org`,
      serviceType: 'bathroom',
      projectDetails: 'Photo of the vanity attached.',
      fillMs: '40000',
      website: '',
      photos: { name: 'vanity.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  })
  expect(photo.status()).toBe(201)
  const leadId = ((await photo.json()) as { id: string }).id
  await passkeyStore(context, page)
  await joinDesk(page, invite('Nora', baseURL!), 'Nora')
  await page.goto(`${paths.ownerDesk}#lead/${leadId}`)
  const card = page.locator(`#lead-${leadId}`)
  await expect(card).toBeFocused()
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true)

  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.filter(isOwners)).toEqual([])
})

/** A 1×1 PNG: a photo the server takes and re-encodes. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
}
