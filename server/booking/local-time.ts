/**
 * Instants as a homeowner or the owner reads them: in the business's time zone, in words
 * ("Monday, March 9", "9:00 AM"), by the platform's time-zone data, never by offset arithmetic.
 */
import { Temporal } from 'temporal-polyfill'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
})
const dateKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** "Monday, March 9" */
export const localDay = (at: Date | string) => dayFormat.format(new Date(at))
/** "9:00 AM" */
export const localTime = (at: Date | string) => timeFormat.format(new Date(at))
/** "2026-03-09": the local date, to group times by day */
export const localDateKey = (at: Date | string) => dateKeyFormat.format(new Date(at))
/** "Monday, March 9, 9:00 AM" */
export const localDayAndTime = (at: Date | string) => `${localDay(at)}, ${localTime(at)}`

/** An instant in ISO 8601 with the New York offset: 2026-03-09T09:00:00-04:00. */
export function zonedIso(at: Date | string): string {
  return Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime())
    .toZonedDateTimeISO(BOOKING_TIME_ZONE)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' })
}
