/** A visit to write as a calendar file, and the file read back as a calendar app reads it. */
import ICAL from 'ical.js'
import { afterEach, expect } from 'vitest'
import type { CalendarVisit } from './calendar-file'

/** The product the files name in PRODID. */
export const PRODUCT = 'Chappaqua Kitchen & Bath booking'

/** A visit of an hour and a half at 09:00 New York time, changed by `overrides`. */
export function visit(overrides: Partial<CalendarVisit> = {}): CalendarVisit {
  return {
    uid: '3f2a9c1e-7b4d-4e8a-9c0f-1d2e3f4a5b6c@example.test',
    sequence: 0,
    start: new Date('2026-03-09T13:00:00Z'),
    end: new Date('2026-03-09T14:30:00Z'),
    summary: 'Free in-home consultation: Chappaqua Kitchen & Bath',
    location: '12 Orchard Ridge Rd, Chappaqua, NY 10514',
    description: 'Have ready: photos, rough measurements',
    url: 'https://example.test/book/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde',
    stamp: new Date('2026-02-20T15:04:05Z'),
    ...overrides,
  }
}

/** The file as a calendar app reads it: its own VTIMEZONE registered, so TZIDs resolve. */
export function parse(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  return calendar
}

/** The file's events, in the order it holds them. */
export function events(text: string): ICAL.Event[] {
  return parse(text)
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
}

/** The file's one event: a file with none or more fails the test. */
export function onlyEvent(text: string): ICAL.Event {
  const [event, ...more] = events(text)
  expect(more).toHaveLength(0)
  if (!event) throw new Error('no VEVENT in the file')
  return event
}

// parse() registers the file's VTIMEZONE for the whole process: each test starts without it
afterEach(() => {
  ICAL.TimezoneService.reset()
})
