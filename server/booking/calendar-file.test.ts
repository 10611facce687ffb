import ICAL from 'ical.js'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import { calendarFeed, visitCalendar, type CalendarVisit } from './calendar-file'

const PRODUCT = 'Chappaqua Kitchen & Bath booking'

function visit(overrides: Partial<CalendarVisit> = {}): CalendarVisit {
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
function parse(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  return calendar
}

function events(text: string): ICAL.Event[] {
  return parse(text)
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
}

function onlyEvent(text: string): ICAL.Event {
  const [event, ...more] = events(text)
  expect(more).toHaveLength(0)
  if (!event) throw new Error('no VEVENT in the file')
  return event
}

// ical.js leaves the value of a property it does not define (X-WR-CALNAME) escaped: read it as text
function asText(raw: unknown): string {
  return String(ICAL.parse.property(`DESCRIPTION:${String(raw)}`)[3])
}

afterEach(() => {
  ICAL.TimezoneService.reset()
})

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

describe('the text of a visit', () => {
  const text = {
    summary: 'Free in-home consultation: Chappaqua Kitchen & Bath — café, bath; tile \\ grout',
    location: '12 Orchard Ridge Rd, Apt 3; rear door, Chappaqua, NY 10514',
    description:
      'Have ready: photos, measurements; a wish list.\nBackslash \\n is not a newline\n\n' +
      `Étagère — ${'é'.repeat(50)} — 🏠 ${'—'.repeat(30)}`,
  }

  it('reads back exactly, with commas, semicolons, backslashes, newlines and accents', () => {
    const event = onlyEvent(visitCalendar(visit(text), PRODUCT))

    expect(event.summary).toBe(text.summary)
    expect(event.location).toBe(text.location)
    expect(event.description).toBe(text.description)
  })

  it('is written in CRLF lines of at most 75 octets, folded between characters', () => {
    for (const file of [
      visitCalendar(visit(text), PRODUCT),
      calendarFeed([visit(text)], 'Visits', PRODUCT),
    ]) {
      const lines = file.split('\r\n')
      // the file ends with CRLF, so the last piece is empty
      expect(lines.pop()).toBe('')
      for (const line of lines) {
        expect(line).not.toMatch(/[\r\n]/)
        expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
        // a fold inside a character would leave a replacement character behind
        expect(line).not.toContain('\uFFFD')
      }
      // long enough to be folded, or the length check proves nothing
      expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    }
  })

  it('keeps the manage page address as written, percent-encoding only what a URI value cannot hold', () => {
    const plain = visit()
    expect(onlyEvent(visitCalendar(plain, PRODUCT)).component.getFirstPropertyValue('url')).toBe(
      plain.url,
    )

    const odd = visit({ url: 'https://example.test/book/a;b,c' })
    const url = onlyEvent(visitCalendar(odd, PRODUCT)).component.getFirstPropertyValue('url')
    expect(url).toBe('https://example.test/book/a%3Bb%2Cc')
  })
})

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
