/** New York wall times as the desk's forms send them, read back across both clock changes. */
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import { instantOfTime } from './local-time'

describe('a New York wall time, as the desk’s forms send it', () => {
  // around both clock changes of a year, and the hour each skips or runs twice
  const dates = ['2027-03-13', '2027-03-14', '2027-03-15', '2027-11-06', '2027-11-07', '2027-07-04']
  const times = ['00:00', '01:30', '02:00', '02:30', '03:00', '09:15', '23:45']
  const offset = (at: Date) =>
    Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(BOOKING_TIME_ZONE)
      .offset

  it.each(dates.flatMap((date) => times.map((time) => [date, time] as const)))(
    '%s %s reads back as that wall time, or the hour after one the clock skips',
    (date, time) => {
      const at = instantOfTime(`${date}T${time}`)
      const wall = Temporal.Instant.fromEpochMilliseconds(at.getTime())
        .toZonedDateTimeISO(BOOKING_TIME_ZONE)
        .toPlainDateTime()
      const skipped = date === '2027-03-14' && time.startsWith('02:')
      const expected = Temporal.PlainDateTime.from(`${date}T${time}`).add({
        hours: skipped ? 1 : 0,
      })
      expect(wall.toString()).toBe(expected.toString())
      // a doubled hour is the first of the two: daylight time still
      if (date === '2027-11-07' && time === '01:30') expect(offset(at)).toBe('-04:00')
    },
  )
})
