/**
 * Instants in the business's time zone on the server: in words (shared/new-york-time.ts), in
 * ISO 8601 with their offset, and a New York wall time read as an instant, with Temporal.
 */
import { Temporal } from 'temporal-polyfill'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'

export { localDateKey, localDay, localDayAndTime, localTime } from '../../shared/new-york-time'

/** An instant in ISO 8601 with the New York offset: 2026-03-09T09:00:00-04:00. */
export function zonedIso(at: Date | string): string {
  return Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime())
    .toZonedDateTimeISO(BOOKING_TIME_ZONE)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

/**
 * The instant a time names: as it says when it has an offset, else read as New York wall time
 * (2026-03-09T09:00), a time the clock skips being the hour after and a doubled one the first.
 */
export function instantOfTime(text: string): Date {
  if (/(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) return new Date(text)
  const zoned = Temporal.PlainDateTime.from(text).toZonedDateTime(BOOKING_TIME_ZONE, {
    disambiguation: 'compatible',
  })
  return new Date(zoned.epochMilliseconds)
}

/** An instant on New York's calendar and clock. */
export const zonedAt = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(BOOKING_TIME_ZONE)

/** The start of a New York date, as an instant (midnight, or the hour a clock change leaves). */
export const startOfNewYorkDay = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime(BOOKING_TIME_ZONE).epochMilliseconds)
