/** A visit's time in its calendar file: the same instant at its New York hour, in any season. */
import ICAL from 'ical.js'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import { visitCalendar } from './calendar-file'
import { onlyEvent, parse, PRODUCT, visit } from './calendar-file-test-support'

describe('the time of a visit', () => {
  it.each([
    [
      'the Monday after daylight time begins',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T14:30:00.000Z',
    ],
    [
      'the Monday after standard time returns',
      '2026-11-02T14:00:00.000Z',
      '2026-11-02T15:30:00.000Z',
    ],
    [
      'the Friday before daylight time begins',
      '2026-03-06T14:00:00.000Z',
      '2026-03-06T15:30:00.000Z',
    ],
  ])('on %s reads back as the same instant, at 09:00 New York time', (_, start, end) => {
    const text = visitCalendar(visit({ start: new Date(start), end: new Date(end) }), PRODUCT)
    const event = onlyEvent(text)

    expect(event.startDate.toJSDate().toISOString()).toBe(start)
    expect(event.endDate.toJSDate().toISOString()).toBe(end)
    expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0])
    expect([event.endDate.hour, event.endDate.minute]).toEqual([10, 30])
    expect(event.startDate.zone.tzid).toBe(BOOKING_TIME_ZONE)
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      BOOKING_TIME_ZONE,
    )
    expect(event.component.getFirstProperty('dtend')?.getParameter('tzid')).toBe(BOOKING_TIME_ZONE)
  })

  it('does not depend on the time zone of the server process', () => {
    const before = process.env.TZ
    const write = (zone: string) => {
      process.env.TZ = zone
      // the switch must take effect, or this test proves nothing
      expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(
        zone === 'Asia/Tokyo' ? -540 : 0,
      )
      return visitCalendar(visit(), PRODUCT)
    }
    try {
      expect(write('Asia/Tokyo')).toBe(write('UTC'))
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })

  // the ten years after the visits used here
  const from = Temporal.Instant.from('2026-01-01T12:00:00Z')
  const until = Temporal.Instant.from('2036-01-01T12:00:00Z')
  const within = (instant: Temporal.Instant) =>
    Temporal.Instant.compare(instant, from) >= 0 && Temporal.Instant.compare(instant, until) < 0

  /** Each change of offset in the time-zone database, as "instant offset-after". */
  function databaseChanges(): string[] {
    const changes: string[] = []
    let zoned = from.toZonedDateTimeISO(BOOKING_TIME_ZONE)
    for (;;) {
      const change = zoned.getTimeZoneTransition('next')
      if (!change || !within(change.toInstant())) return changes
      changes.push(`${change.toInstant().toString()} ${change.offset}`)
      zoned = change
    }
  }

  it('carries a VTIMEZONE whose changes of offset are the time-zone database’s', () => {
    const [zone, ...more] = parse(visitCalendar(visit(), PRODUCT)).getAllSubcomponents('vtimezone')
    expect(more).toHaveLength(0)
    expect(zone?.getFirstPropertyValue('tzid')).toBe(BOOKING_TIME_ZONE)

    const declared: string[] = []
    const rules = [
      ...(zone?.getAllSubcomponents('daylight') ?? []),
      ...(zone?.getAllSubcomponents('standard') ?? []),
    ]
    for (const rule of rules) {
      const offsetFrom = String(rule.getFirstPropertyValue('tzoffsetfrom'))
      const offsetTo = String(rule.getFirstPropertyValue('tzoffsetto'))
      const recur = rule.getFirstPropertyValue('rrule') as ICAL.Recur
      const iterator = recur.iterator(rule.getFirstPropertyValue('dtstart') as ICAL.Time)
      // each occurrence is a wall time on the clock before the change
      for (let local = iterator.next(); local; local = iterator.next()) {
        const instant = Temporal.PlainDateTime.from(local.toString())
          .toZonedDateTime(offsetFrom)
          .toInstant()
        if (Temporal.Instant.compare(instant, until) >= 0) break
        if (within(instant)) declared.push(`${instant.toString()} ${offsetTo}`)
      }
    }

    const expected = databaseChanges()
    expect(expected.length).toBeGreaterThan(0)
    expect(declared.sort()).toEqual(expected)
  })

  it('reads every wall time of ten years back as the instant the time-zone database gives', () => {
    parse(visitCalendar(visit(), PRODUCT))
    const zone = ICAL.TimezoneService.get(BOOKING_TIME_ZONE)

    const checked: Temporal.Instant[] = []
    // noon UTC of every day, and the minutes around each change of offset
    for (let day = from; within(day); day = day.add({ hours: 24 })) checked.push(day)
    for (const change of databaseChanges()) {
      const at = Temporal.Instant.from(change.split(' ')[0] ?? '')
      for (const minutes of [-61, -1, 0, 60]) checked.push(at.add({ minutes }))
    }

    for (const instant of checked) {
      const wall = instant.toZonedDateTimeISO(BOOKING_TIME_ZONE).toPlainDateTime()
      const earlier = wall.toZonedDateTime(BOOKING_TIME_ZONE, { disambiguation: 'earlier' })
      const later = wall.toZonedDateTime(BOOKING_TIME_ZONE, { disambiguation: 'later' })
      // The hour repeated when the clocks go back names two instants; ical.js reads the second,
      // other apps the first, and no visit is booked at one in the morning on a Sunday.
      if (!earlier.equals(later)) continue
      const { year, month, day, hour, minute, second } = wall
      const read = new ICAL.Time({ year, month, day, hour, minute, second }, zone)
      expect(read.toJSDate().getTime(), wall.toString()).toBe(instant.epochMilliseconds)
    }
  })
})
