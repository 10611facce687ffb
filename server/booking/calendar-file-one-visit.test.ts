/** One visit as a file: one published event, its UID kept through a move and a cancellation. */
import type ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { visitCalendar } from './calendar-file'
import { onlyEvent, parse, PRODUCT, visit } from './calendar-file-test-support'

describe('one visit as a file', () => {
  it('publishes one event, with the product named in PRODID', () => {
    const calendar = parse(visitCalendar(visit(), PRODUCT))

    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain(PRODUCT)
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
  })

  it('keeps its UID through a move and a cancellation, with a rising sequence', () => {
    const first = visit()
    const moved = visit({
      sequence: 1,
      start: new Date('2026-03-12T17:00:00Z'),
      end: new Date('2026-03-12T18:30:00Z'),
      stamp: new Date('2026-02-22T10:00:00Z'),
    })
    const cancelled = visit({
      sequence: 2,
      cancelled: true,
      stamp: new Date('2026-03-01T09:30:00Z'),
    })

    const read = [first, moved, cancelled].map((version) => {
      const event = onlyEvent(visitCalendar(version, PRODUCT))
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: event.component.getFirstPropertyValue('status'),
        // DTSTAMP is a UTC time, whatever the zone of the visit
        stamp: stamp.toJSDate(),
        stampZone: stamp.zone.tzid,
      }
    })

    expect(read).toEqual([
      { uid: first.uid, sequence: 0, status: 'CONFIRMED', stamp: first.stamp, stampZone: 'UTC' },
      { uid: first.uid, sequence: 1, status: 'CONFIRMED', stamp: moved.stamp, stampZone: 'UTC' },
      {
        uid: first.uid,
        sequence: 2,
        status: 'CANCELLED',
        stamp: cancelled.stamp,
        stampZone: 'UTC',
      },
    ])
  })

  it('refuses a visit that ends before it starts, or a sequence that is not a count', () => {
    const start = new Date('2026-03-09T13:00:00Z')
    expect(() => visitCalendar(visit({ start, end: start }), PRODUCT)).toThrow(RangeError)
    expect(() => visitCalendar(visit({ sequence: 1.5 }), PRODUCT)).toThrow(RangeError)
    expect(() => visitCalendar(visit({ sequence: -1 }), PRODUCT)).toThrow(RangeError)
  })
})
