import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  BOOKING_TIME_ZONE,
  type AppointmentKind,
  type BookingRules,
  type DayHours,
  type VisitPlace,
  type Weekday,
} from '../../shared/booking-rules'
import { freeSlots, isFreeSlot, type Slot, type SlotQuery, type TakenTime } from './slots'

/** The Date of a New York wall-clock time, "2026-03-06T15:00". */
const local = (wall: string) =>
  new Date(Temporal.PlainDateTime.from(wall).toZonedDateTime(BOOKING_TIME_ZONE).epochMilliseconds)

const NINE_TO_FIVE: DayHours[] = [{ from: '09:00', to: '17:00' }]
const MONDAY_TO_SATURDAY: Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]
const EVERY_DAY = [...MONDAY_TO_SATURDAY, 'Sunday'] as const

const kind = (
  id: string,
  place: VisitPlace,
  minutes: number,
  hours: AppointmentKind['hours'],
): AppointmentKind => ({
  id,
  name: id,
  minutes,
  place,
  where: id,
  about: id,
  haveReady: [],
  hours,
})

const RULES: BookingRules = {
  noticeWorkingDays: 1,
  horizonDays: 14,
  drivingGapMinutes: 30,
  maxVisitsPerDay: 3,
  stepMinutes: 30,
  kinds: [
    kind('home', 'home', 60, Object.fromEntries(MONDAY_TO_SATURDAY.map((d) => [d, NINE_TO_FIVE]))),
    kind('showroom', 'showroom', 60, { Tuesday: NINE_TO_FIVE }),
    kind('video', 'video', 30, Object.fromEntries(EVERY_DAY.map((d) => [d, NINE_TO_FIVE]))),
    kind('night', 'video', 30, { Sunday: [{ from: '01:00', to: '03:00' }] }),
  ],
}

const query = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  rules: RULES,
  kindId: 'video',
  now: local('2026-03-04T20:00'),
  workingDays: MONDAY_TO_SATURDAY,
  taken: [],
  blocked: [],
  ...over,
})

const withRules = (rules: Partial<BookingRules>) => ({ ...RULES, ...rules })

/** The local start times ("09:30") of the slots on a local date ("2026-03-10"). */
const timesOn = (slots: readonly Slot[], date: string) =>
  slots.filter((slot) => slot.start.startsWith(date)).map((slot) => slot.start.slice(11, 16))

const startsOn = (slots: readonly Slot[], date: string) =>
  slots.filter((slot) => slot.start.startsWith(date)).map((slot) => slot.start)

const taken = (place: VisitPlace, from: string, to: string): TakenTime => ({
  start: local(from),
  end: local(to),
  place,
})

describe('freeSlots', () => {
  it('keeps the notice in working days, at the same wall-clock time', () => {
    // Friday afternoon: Saturday is a working day
    const friday = freeSlots(query({ now: local('2026-03-06T15:00'), limit: 1 }))
    expect(friday).toEqual([
      { start: '2026-03-07T15:00:00-05:00', end: '2026-03-07T15:30:00-05:00' },
    ])
    // Saturday: Sunday is not a working day, though the kind is offered on Sundays
    const saturday = freeSlots(query({ now: local('2026-03-07T10:00'), limit: 1 }))
    expect(saturday[0]?.start).toBe('2026-03-09T10:00:00-04:00')
    // on Sundays too when Sunday is a working day
    const everyDay = query({ now: local('2026-03-07T10:00'), workingDays: EVERY_DAY, limit: 1 })
    expect(freeSlots(everyDay)[0]?.start).toBe('2026-03-08T10:00:00-04:00')
  })

  it('with no notice, offers the next step after now', () => {
    const now = local('2026-03-10T10:10')
    const [first] = freeSlots(query({ rules: withRules({ noticeWorkingDays: 0 }), now, limit: 1 }))
    expect(first?.start).toBe('2026-03-10T10:30:00-04:00')
  })

  it('offers days up to the horizon, counted from today', () => {
    const slots = freeSlots(query({ now: local('2026-03-09T12:00') }))
    expect(slots.at(-1)).toEqual({
      start: '2026-03-23T16:30:00-04:00',
      end: '2026-03-23T17:00:00-04:00',
    })
  })

  it('starts on the step grid of each stretch, ends by its end, in order of time', () => {
    const split = kind('split', 'video', 45, {
      Tuesday: [
        { from: '13:15', to: '15:00' },
        { from: '09:00', to: '10:30' },
      ],
    })
    const rules = withRules({ kinds: [split] })
    const slots = freeSlots(query({ rules, kindId: 'split' }))
    expect(timesOn(slots, '2026-03-10')).toEqual(['09:00', '09:30', '13:15', '13:45', '14:15'])
    expect(freeSlots(query({ rules, kindId: 'split', limit: 3 }))).toEqual(slots.slice(0, 3))
  })

  it.each([
    ['home', 'home', ['09:00', '09:30', '10:00', '10:30', '11:00']],
    ['showroom', 'home', ['09:00', '09:30', '10:00', '10:30', '11:00']],
    ['home', 'video', ['09:00', '09:30', '10:00', '10:30', '11:00']],
    ['video', 'video', ['10:00', '10:30']],
    ['showroom', 'showroom', ['09:30', '10:00', '10:30']],
  ] as const)(
    'a %s visit next to a %s visit taken 10:00–11:00 leaves out %j',
    (kindId, place, out) => {
      const booked = [taken(place, '2026-03-10T10:00', '2026-03-10T11:00')]
      const free = timesOn(freeSlots(query({ kindId })), '2026-03-10')
      const left = timesOn(freeSlots(query({ kindId, taken: booked })), '2026-03-10')
      expect(free.filter((time) => !left.includes(time))).toEqual(out)
    },
  )

  it('offers nothing on a day with the most visits, counted by their local date', () => {
    const booked = [
      taken('video', '2026-03-10T09:00', '2026-03-10T09:30'),
      taken('showroom', '2026-03-10T12:00', '2026-03-10T13:00'),
      // 00:30 on the 11th in UTC, still the 10th in New York
      taken('video', '2026-03-10T20:30', '2026-03-10T21:00'),
    ]
    const full = freeSlots(query({ taken: booked }))
    expect(timesOn(full, '2026-03-10')).toEqual([])
    expect(timesOn(full, '2026-03-11')).toHaveLength(16)
    const oneLess = freeSlots(query({ taken: booked.slice(1) }))
    expect(timesOn(oneLess, '2026-03-10')).toHaveLength(14)
  })

  it('offers nothing in a blocked day or hour', () => {
    const blocked = [
      { start: local('2026-03-12T00:00'), end: local('2026-03-13T00:00') },
      { start: local('2026-03-11T13:00'), end: local('2026-03-11T14:00') },
    ]
    const slots = freeSlots(query({ blocked }))
    expect(timesOn(slots, '2026-03-12')).toEqual([])
    expect(timesOn(slots, '2026-03-11')).not.toContain('13:00')
    expect(timesOn(slots, '2026-03-11')).not.toContain('13:30')
    expect(timesOn(slots, '2026-03-11')).toContain('12:30')
    expect(timesOn(slots, '2026-03-11')).toContain('14:00')
  })

  it('keeps 09:00 at 09:00 across the clock changes of March and November', () => {
    const utc = (slot: string | undefined) => slot && new Date(slot).toISOString()
    const march = freeSlots(query({ now: local('2026-03-04T20:00') }))
    expect(startsOn(march, '2026-03-06')[0]).toBe('2026-03-06T09:00:00-05:00')
    expect(utc(startsOn(march, '2026-03-06')[0])).toBe('2026-03-06T14:00:00.000Z')
    expect(startsOn(march, '2026-03-09')[0]).toBe('2026-03-09T09:00:00-04:00')
    expect(utc(startsOn(march, '2026-03-09')[0])).toBe('2026-03-09T13:00:00.000Z')
    const november = freeSlots(query({ now: local('2026-10-28T20:00') }))
    expect(startsOn(november, '2026-10-30')[0]).toBe('2026-10-30T09:00:00-04:00')
    expect(utc(startsOn(november, '2026-10-30')[0])).toBe('2026-10-30T13:00:00.000Z')
    expect(startsOn(november, '2026-11-02')[0]).toBe('2026-11-02T09:00:00-05:00')
    expect(utc(startsOn(november, '2026-11-02')[0])).toBe('2026-11-02T14:00:00.000Z')
  })

  it('skips the hour the clock skips, and offers the hour it repeats once', () => {
    const night = (now: string, date: string) =>
      freeSlots(query({ kindId: 'night', now: local(now) })).filter((slot) =>
        slot.start.startsWith(date),
      )
    expect(night('2026-03-05T12:00', '2026-03-08')).toEqual([
      { start: '2026-03-08T01:00:00-05:00', end: '2026-03-08T01:30:00-05:00' },
      { start: '2026-03-08T01:30:00-05:00', end: '2026-03-08T03:00:00-04:00' },
      // 02:00 and 02:30 do not exist that night
    ])
    expect(night('2026-10-29T12:00', '2026-11-01')).toEqual([
      { start: '2026-11-01T01:00:00-04:00', end: '2026-11-01T01:30:00-04:00' },
      { start: '2026-11-01T01:30:00-04:00', end: '2026-11-01T01:00:00-05:00' },
      { start: '2026-11-01T02:00:00-05:00', end: '2026-11-01T02:30:00-05:00' },
      { start: '2026-11-01T02:30:00-05:00', end: '2026-11-01T03:00:00-05:00' },
    ])
  })

  it('names a kind it does not know', () => {
    expect(() => freeSlots(query({ kindId: 'sauna' }))).toThrow('"sauna"')
    expect(() => isFreeSlot(query({ kindId: 'sauna' }), '2026-03-09T09:00:00-04:00')).toThrow(
      '"sauna"',
    )
  })
})

describe('isFreeSlot', () => {
  const q = query({ now: local('2026-03-05T12:00') })

  it('finds a free slot by its instant, in any offset', () => {
    const slot = { start: '2026-03-09T09:00:00-04:00', end: '2026-03-09T09:30:00-04:00' }
    expect(isFreeSlot(q, '2026-03-09T09:00:00-04:00')).toEqual(slot)
    expect(isFreeSlot(q, '2026-03-09T13:00:00Z')).toEqual(slot)
    expect(isFreeSlot(q, '2026-03-09T13:00:00.000Z')).toEqual(slot)
  })

  it('refuses a time taken, off the step grid, outside the hours, or no instant at all', () => {
    const booked = [taken('video', '2026-03-09T09:00', '2026-03-09T09:30')]
    expect(isFreeSlot({ ...q, taken: booked }, '2026-03-09T13:00:00Z')).toBeUndefined()
    expect(isFreeSlot(q, '2026-03-09T09:15:00-04:00')).toBeUndefined()
    expect(isFreeSlot(q, '2026-03-09T08:30:00-04:00')).toBeUndefined()
    expect(isFreeSlot(q, '2026-03-09T09:00')).toBeUndefined()
    expect(isFreeSlot(q, 'tomorrow')).toBeUndefined()
  })
})
