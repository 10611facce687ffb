/**
 * A booked visit on the owner's desk, at 390 px: it shows with its homeowner, and what the team
 * does to it (confirm, move with a reason, cancel) is what the homeowner's own page then says.
 */
import { expect, test } from '@playwright/test'
import {
  bookForm,
  chooseKind,
  chooseTime,
  expectBooked,
  fact,
  followBookingLink,
  freeTimeOn,
  sendRequest,
} from './booking-page'
import { violations } from './axe'
import { invite, joinDesk, passkeyStore } from './owner-desk'
import { THANK_YOU } from './request-form'
import { visitor } from './server-state'

const PHONE = { width: 390, height: 844 }

test('the desk confirms, moves and cancels a visit, and the homeowner’s page follows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // the homeowner books a video call on the last day offered, away from other tests' times
  const home = await browser.newPage({ viewport: PHONE })
  await sendRequest(home, 'desk-visit')
  // other tests' visitors share the name: the request is known by its reference
  const reference = THANK_YOU.exec(home.url())![1]!
  const bookingPage = await followBookingLink(home)
  await chooseKind(home, 'video')
  const time = await freeTimeOn(bookForm(home), 99, 'last')
  await chooseTime(bookForm(home), time)
  await bookForm(home).getByRole('button', { name: 'Book this time' }).click()
  await expectBooked(home, time)
  const person = visitor('desk-visit')
  const name = `${person.firstName} ${person.lastName}`

  const phone = await browser.newContext({ viewport: PHONE })
  const desk = await phone.newPage()
  await passkeyStore(phone, desk)
  await joinDesk(desk, invite('Rosa', baseURL!), 'Rosa')

  // the visit's week on the desk: its card, with the homeowner to call
  const visits = desk.getByRole('region', { name: 'Visits', exact: true })
  const days = visits.getByRole('heading', { level: 3 })
  await expect(days.first()).toBeVisible()
  // a week later each time, until the visit's day shows (the horizon is a few weeks)
  for (let week = 0; week < 6 && (await days.filter({ hasText: time.day }).count()) === 0; week++) {
    const first = await days.first().textContent()
    await visits.getByRole('button', { name: 'Later week' }).click()
    await expect(days.first()).not.toHaveText(first!)
  }
  // the browser may write "5:30 PM" with a narrow space: any space will do
  const at = new RegExp(time.label.replace(/\s+/g, '\\s'))
  const card = visits
    .getByRole('listitem')
    .filter({ hasText: `ref ${reference}` })
    .filter({ hasText: at })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: new RegExp(`^Call ${name}`) })).toHaveAttribute(
    'href',
    /^tel:/,
  )
  expect(await violations(desk)).toEqual([])
  expect(await desk.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )

  await card.getByRole('button', { name: /^Confirm/ }).click()
  await expect(desk.getByRole('status')).toContainText('confirmed')
  await home.goto(bookingPage)
  await expect(fact(home, 'Status')).toContainText('Confirmed')

  // moved an hour later, with the reason the homeowner is given
  const later = `${String(Number(time.start.slice(11, 13)) + 1).padStart(2, '0')}:00`
  await card.getByRole('button', { name: /^Move/ }).click()
  await card.getByLabel('Time (New York)').fill(later)
  await card.getByLabel(/^Reason/).fill('Our designer is on a site visit until then')
  await card.getByRole('button', { name: 'Move the visit' }).click()
  await expect(desk.getByRole('status')).toContainText('is moved to')
  await home.goto(bookingPage)
  const hour = Number(later.slice(0, 2))
  const shown = `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`
  await expect(fact(home, 'When')).toContainText(shown)

  const moved = visits.getByRole('listitem').filter({ hasText: `ref ${reference}` })
  await moved.getByRole('button', { name: /^Cancel/ }).click()
  await moved.getByLabel(/^Reason/).fill('The homeowner asked us to call in the spring')
  await moved.getByRole('button', { name: 'Cancel the visit' }).click()
  await expect(desk.getByRole('status')).toContainText('cancelled')
  await home.goto(bookingPage)
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('This visit was cancelled')
  await expect(home.getByText('The homeowner asked us to call in the spring')).toBeVisible()

  await phone.close()
  await home.close()
})
