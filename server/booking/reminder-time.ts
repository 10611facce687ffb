/**
 * When a visit's reminder e-mail goes: at REMINDER_TIME on the day before, New York time, so it
 * reaches the homeowner in the morning whatever hour the visit is, across a clock change too.
 */
import { Temporal } from 'temporal-polyfill'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'

/** The wall-clock time of the day before a visit at which its reminder is sent. */
export const REMINDER_TIME = '10:00'

/** The moment the reminder of a visit starting at `start` is sent. */
export function reminderAt(start: Date): Date {
  const visitDay = Temporal.Instant.fromEpochMilliseconds(start.getTime())
    .toZonedDateTimeISO(BOOKING_TIME_ZONE)
    .toPlainDate()
  const moment = visitDay.subtract({ days: 1 }).toZonedDateTime({
    timeZone: BOOKING_TIME_ZONE,
    plainTime: Temporal.PlainTime.from(REMINDER_TIME),
  })
  return new Date(moment.epochMilliseconds)
}
