/** The owner's feed: every visit in one calendar, under its name, with an hourly refresh. */
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFeed } from './calendar-file'
import { events, parse, PRODUCT, visit } from './calendar-file-test-support'

// ical.js leaves the value of a property it does not define (X-WR-CALNAME) escaped: read it as text
function asText(raw: unknown): string {
  return String(ICAL.parse.property(`DESCRIPTION:${String(raw)}`)[3])
}

describe('the owner’s feed', () => {
  const name = 'Visits; Chappaqua Kitchen & Bath, NY'
  const visits = [
    visit({ uid: 'a@example.test' }),
    visit({
      uid: 'b@example.test',
      start: new Date('2026-11-02T14:00:00Z'),
      end: new Date('2026-11-02T15:30:00Z'),
    }),
    visit({ uid: 'c@example.test', sequence: 3, cancelled: true }),
  ]

  it('holds every visit, under its name, with an hourly refresh hint', () => {
    const text = calendarFeed(visits, name, PRODUCT)
    const calendar = parse(text)

    expect(events(text).map((event) => event.uid)).toEqual(visits.map((v) => v.uid))
    expect(asText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(name)
    // ical.js forgives unescaped commas and semicolons in a property it does not define; others may not
    expect(text.replaceAll('\r\n ', '').split('\r\n')).toContain(
      `X-WR-CALNAME:${name.replaceAll(/[\\;,]/g, '\\$&')}`,
    )
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H')
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H')
    // one VTIMEZONE for the zone all the visits share
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1)
  })

  it('shows each visit at its New York hour and a cancelled one as cancelled', () => {
    const read = events(calendarFeed(visits, name, PRODUCT))

    expect(read.map((event) => event.startDate.toJSDate())).toEqual(visits.map((v) => v.start))
    expect(read.map((event) => event.startDate.hour)).toEqual([9, 9, 9])
    expect(read.map((event) => event.component.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ])
    expect(read[2]?.sequence).toBe(3)
  })

  it('is still a calendar when there are no visits', () => {
    const calendar = parse(calendarFeed([], name, PRODUCT))
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0)
    expect(asText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(name)
  })
})
