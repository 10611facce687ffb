/**
 * The homeowner's way to their private booking page (a request sent, then the thank-you page's
 * link) and what that page offers, for e2e/booking.spec.ts. Kinds, days and times are read from
 * the page and content/booking.yaml, never typed here.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { bookingRules } from '../.content/booking'
import type { VisitPlace } from '../shared/booking-rules'
import { paths } from '../shared/paths'
import { waitForHydration } from './console'
import { fillRequest, requestForm, THANK_YOU, takeTimeToFill } from './request-form'
import { visitor } from './server-state'

const PICK_A_TIME = 'Pick a time for your free consultation'

/** The kind of visit held at `place`, as the owner describes it. */
export function kindAt(place: VisitPlace) {
  const kind = bookingRules.kinds.find((k) => k.place === place)
  if (!kind) throw new Error(`content/booking.yaml offers no visit at ${place}`)
  return kind
}

/** Opens the contact page and fills its form as a homeowner (the page hydrated when it can). */
export async function fillContactForm(page: Page, tag: string, script = true) {
  await page.goto(paths.contact)
  if (script) await waitForHydration(page)
  return fillRequest(page, visitor(tag), 'Hall bath: tub to walk-in shower.')
}

/** Sends the filled form and waits for the thank-you page with its booking link. */
export async function sendFilledForm(page: Page) {
  await requestForm(page).getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(THANK_YOU)
  await expect(page.getByRole('link', { name: PICK_A_TIME })).toBeVisible()
}

/** Sends a request from the contact page; with script, after the time a person takes. */
export async function sendRequest(page: Page, tag: string, script = true) {
  await fillContactForm(page, tag, script)
  if (script) await takeTimeToFill(page)
  await sendFilledForm(page)
}

/** Follows the thank-you page's link to the booking page; returns the page's address. */
export async function followBookingLink(page: Page): Promise<string> {
  await page.getByRole('link', { name: PICK_A_TIME }).click()
  await expect(page).toHaveURL(new RegExp(`${paths.booking}/[A-Za-z0-9_-]{43}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PICK_A_TIME)
  return new URL(page.url()).pathname
}

/** Chooses the kind of visit held at `place` in the page's kind chooser. */
export async function chooseKind(page: Page, place: VisitPlace) {
  const kind = kindAt(place)
  const link = page
    .getByRole('navigation', { name: 'Kind of visit' })
    .getByRole('link')
    .filter({ hasText: kind.name })
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(kind.name)
  return kind
}

/** The form that books a time, and the one that moves a booked visit. */
export const bookForm = (page: Page) => page.locator('form[data-booking-form="book"]')
export const moveForm = (page: Page) => page.locator('form[data-booking-form="move"]')

/** A free time as the page shows it. */
export type FreeTime = {
  /** the day's `data-day` key, 2026-03-09 */
  key: string
  /** the day as its heading says it, "Monday, March 9" */
  day: string
  /** the time as its radio button says it, "9:00 AM" */
  label: string
  /** the value sent: the instant with New York's offset */
  start: string
}

/**
 * A time `form` offers on its `n`th day (its last day when it offers fewer), the day's first
 * or last; tests take different days so that, run side by side, they do not want one time.
 */
export async function freeTimeOn(
  form: Locator,
  n: number,
  which: 'first' | 'last' = 'first',
): Promise<FreeTime> {
  const days = form.locator('fieldset[data-day]')
  const count = await days.count()
  expect(count, 'the page offers days with free times').toBeGreaterThan(0)
  const day = days.nth(Math.min(n, count - 1))
  const labels = day.locator('label')
  const label = which === 'first' ? labels.first() : labels.last()
  return {
    key: (await day.getAttribute('data-day'))!,
    day: (await day.locator('legend').textContent())!.trim(),
    label: (await label.textContent())!.trim(),
    start: (await label.locator('input[name="start"]').getAttribute('value'))!,
  }
}

/** The times `form` offers, as sent. */
export const offeredStarts = (form: Locator) =>
  form
    .locator('input[name="start"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

/** Chooses `time` as a homeowner does: its day in the strip when the picker made one, then it. */
export async function chooseTime(form: Locator, time: FreeTime) {
  const dayButton = form.locator(`[data-day-strip] button[data-for="${time.key}"]`)
  if ((await dayButton.count()) > 0) {
    await dayButton.click()
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true')
  }
  const radio = form
    .locator(`fieldset[data-day="${time.key}"]`)
    .getByRole('radio', { name: time.label, exact: true })
  await radio.check()
  await expect(radio).toBeChecked()
}

/** The value the booked page gives a fact of the visit: What, When, How long, Where. */
export const fact = (page: Page, term: string) =>
  page
    .locator('dl dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** The page says the visit is booked, on the day and at the time that was chosen. */
export async function expectBooked(page: Page, time: FreeTime) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your free consultation is booked',
  )
  await expect(fact(page, 'When')).toContainText(time.day)
  await expect(fact(page, 'When')).toContainText(time.label)
}

/** The wall-clock time of `start` (…T10:30:00-05:00) as a calendar file writes it: …T103000. */
export const calendarWallTime = (start: string) => start.slice(0, 19).replace(/[-:]/g, '')

/** How wide the page's content is: wider than the window, a phone scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)
