/**
 * Booking the free consultation on a phone, from the request to the booked visit: with the
 * picker's script, with plain forms and no script, when a time is taken meanwhile, offline, and
 * for screen readers (axe). Each test takes times on its own day, so tests run side by side do
 * not want one time.
 */
import { expect, test, type Page } from '@playwright/test'
import { BOOKING_TIME_ZONE } from '../shared/booking-rules'
import { paths } from '../shared/paths'
import { OFFLINE_PATH } from '../shared/sw-messages'
import {
  bookForm,
  calendarWallTime,
  chooseKind,
  chooseTime,
  expectBooked,
  fact,
  fillContactForm,
  followBookingLink,
  freeTimeOn,
  moveForm,
  offeredStarts,
  pageWidth,
  sendFilledForm,
  sendRequest,
} from './booking-page'
import { violations } from './axe'
import { THANK_YOU, takeTimeToFill } from './request-form'
import { watchConsole } from './console'
import { goOffline, installWorker } from './service-worker'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** Opens a `<details>` by its summary, as a tap does. */
async function open(page: Page, summary: string) {
  await page.locator('summary', { hasText: summary }).click()
}

test('with script: a showroom visit is booked from the thank-you page, with its calendar file', async ({
  page,
}) => {
  await sendRequest(page, 'booking-script')
  const problems = watchConsole(page)
  const bookingPath = await followBookingLink(page)
  const kind = await chooseKind(page, 'showroom')

  const form = bookForm(page)
  const strip = page.getByRole('group', { name: 'Days with free times' })
  expect(await strip.getByRole('button').count()).toBeGreaterThan(1)
  const time = await freeTimeOn(form, 1, 'last')
  await chooseTime(form, time)
  // one day's times at a time
  await expect(form.locator('fieldset[data-day]:visible')).toHaveCount(1)
  await expect(form.locator(`fieldset[data-day="${time.key}"]`)).toBeVisible()
  await form.getByRole('button', { name: 'Book this time' }).click()

  await expect(page).toHaveURL(bookingPath)
  await expectBooked(page, time)
  await expect(fact(page, 'What')).toHaveText(kind.name)
  const calendar = page.getByRole('link', { name: 'Add to my calendar' })
  const answer = await page.request.get((await calendar.getAttribute('href'))!)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^text\/calendar\b/)
  expect(await answer.text()).toContain(
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${calendarWallTime(time.start)}`,
  )
  expect(problems).toEqual([])
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('plain forms book an in-home visit, move it and cancel it; the link then books no more', async ({
    page,
  }) => {
    await sendRequest(page, 'booking-no-script', false)
    const bookingPath = await followBookingLink(page)
    const kind = await chooseKind(page, 'home')
    const form = bookForm(page)
    const towns = form.getByLabel('Your town')
    const town = (await towns.locator('option:not([value=""])').first().textContent())!
    await towns.selectOption(town)
    const time = await freeTimeOn(form, 2)
    await chooseTime(form, time)
    await form.getByRole('button', { name: 'Book this time' }).click()
    await expect(page).toHaveURL(bookingPath)
    await expectBooked(page, time)
    await expect(fact(page, 'What')).toHaveText(kind.name)
    await expect(fact(page, 'Where')).toContainText(town)

    await open(page, 'Move it to another time')
    const move = moveForm(page)
    const later = await freeTimeOn(move, 3, 'last')
    expect(later.start).not.toBe(time.start)
    await chooseTime(move, later)
    await move.getByRole('button', { name: 'Move my visit' }).click()
    await expect(page).toHaveURL(bookingPath)
    await expectBooked(page, later)
    await expect(fact(page, 'When')).not.toContainText(`${time.day}, ${time.label}`)

    await open(page, 'Cancel the visit')
    const reason = 'We decided to wait until spring.'
    await page.getByLabel('Reason').fill(reason)
    await page.getByRole('button', { name: 'Cancel my visit' }).click()
    await expect(page).toHaveURL(bookingPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This visit was cancelled')
    await expect(page.getByRole('main')).toContainText(reason)
    await expect(page.locator('form')).toHaveCount(0)

    // nor can the link book through the API, at any free time
    const token = bookingPath.split('/').pop()!
    const slots = await page.request.get(`${paths.bookingApi}/slots?kind=${kind.id}`)
    const { slots: free } = (await slots.json()) as { slots: { start: string }[] }
    const again = await page.request.post(paths.bookingApi, {
      data: { token, kind: kind.id, start: free[0]!.start, town },
    })
    expect(again.status()).toBe(404)
  })
})

test('a time taken meanwhile is said in place, and one of the times offered instead books', async ({
  context,
}) => {
  // two homeowners' whole paths, from the contact form on: twice one test's time
  test.setTimeout(60_000)
  const first = await context.newPage()
  const second = await context.newPage()
  await fillContactForm(first, 'booking-first')
  await fillContactForm(second, 'booking-second')
  await takeTimeToFill(first)
  await sendFilledForm(first)
  await sendFilledForm(second)
  for (const page of [first, second]) {
    await followBookingLink(page)
    await chooseKind(page, 'showroom')
  }

  const wanted = await freeTimeOn(bookForm(first), 4)
  expect(await offeredStarts(bookForm(second))).toContain(wanted.start)
  await chooseTime(bookForm(first), wanted)
  await bookForm(first).getByRole('button', { name: 'Book this time' }).click()
  await expectBooked(first, wanted)

  const form = bookForm(second)
  await chooseTime(form, wanted)
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(form.getByRole('status')).toContainText('That time was just taken')
  await expect(second.getByRole('heading', { level: 1 })).not.toHaveText(/booked/)
  const offered = await offeredStarts(form)
  expect(offered.length).toBeGreaterThan(0)
  expect(offered).not.toContain(wanted.start)

  const instead = await freeTimeOn(form, 0)
  await chooseTime(form, instead)
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expectBooked(second, instead)
})

test('a time chosen once the connection is gone is not booked, and the page says why', async ({
  page,
  context,
}) => {
  await sendRequest(page, 'booking-dropped')
  await followBookingLink(page)
  await chooseKind(page, 'video')
  const form = bookForm(page)
  await chooseTime(form, await freeTimeOn(form, 6))
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(form.getByRole('status')).toContainText('Booking a time needs a connection')
  await expect(form.getByRole('status')).toContainText('Your request itself is saved')
  await expect(form.getByRole('button', { name: 'Book this time' })).toBeEnabled()
  await context.setOffline(false)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the thank-you page’s booking link, followed offline, says booking needs a connection', async ({
    page,
    context,
  }) => {
    await installWorker(page)
    await sendRequest(page, 'booking-offline')
    const token = THANK_YOU.exec(page.url())![2]!
    await goOffline(context)
    await page.getByRole('link', { name: 'Pick a time for your free consultation' }).click()
    await expect(page).toHaveURL(new RegExp(`${OFFLINE_PATH}\\?from=`))
    expect(new URL(page.url()).searchParams.get('from')).toBe(`${paths.booking}/${token}`)
    await expect(
      page.getByText('Choosing a time for your free consultation needs a connection'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open the booking page again' })).toHaveAttribute(
      'href',
      `${paths.booking}/${token}`,
    )
  })
})

test('the booking page, before and after booking, has no WCAG 2.2 AA violations and fits a phone', async ({
  page,
}) => {
  await sendRequest(page, 'booking-axe')
  await followBookingLink(page)
  // the in-home form asks for the town too
  await chooseKind(page, 'home')
  expect(await violations(page)).toEqual([])
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)

  const form = bookForm(page)
  await form.getByLabel('Your town').selectOption({ index: 1 })
  const time = await freeTimeOn(form, 5)
  await chooseTime(form, time)
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expectBooked(page, time)
  await open(page, 'Move it to another time')
  await open(page, 'Cancel the visit')
  await expect(moveForm(page)).toBeVisible()
  expect(await violations(page)).toEqual([])
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
})
