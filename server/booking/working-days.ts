/**
 * Days of the week and working days, on Temporal's calendar: the notice a booking needs is
 * counted in the days the business is open, not in hours.
 */
import type { Temporal } from 'temporal-polyfill'
import { WEEKDAYS, type Weekday } from '../../shared/booking-rules'

/** The day of the week of a date, in the business facts' spelling. */
export function weekdayOf(date: Temporal.PlainDate): Weekday {
  // the ISO calendar numbers the days Monday 1 to Sunday 7, the order of WEEKDAYS
  return WEEKDAYS[date.dayOfWeek - 1] as Weekday
}

/**
 * `from` moved on by `count` working days: each one goes to the next day of `workingDays`, at the
 * same wall-clock time (on a day the clock skips that time, the moment just after the skip).
 * Undefined when a day must be added and none of the week is a working day.
 */
export function addWorkingDays(
  from: Temporal.ZonedDateTime,
  count: number,
  workingDays: readonly Weekday[],
): Temporal.ZonedDateTime | undefined {
  if (count <= 0) return from
  if (!WEEKDAYS.some((day) => workingDays.includes(day))) return undefined
  let date = from.toPlainDate()
  for (let left = count; left > 0;) {
    date = date.add({ days: 1 })
    if (workingDays.includes(weekdayOf(date))) left--
  }
  // from the date, not by adding a day at a time: a skipped hour on the way must not shift the time
  return date.toZonedDateTime({ timeZone: from.timeZoneId, plainTime: from.toPlainTime() })
}
