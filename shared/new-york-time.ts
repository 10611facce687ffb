/**
 * Instants as a homeowner or the owner reads them, in the business's time zone, by the platform's
 * time-zone data (Intl), never by offset arithmetic: the server's pages and e-mails, the booking
 * picker and the desk all say a time the same way.
 */
import { BOOKING_TIME_ZONE } from './booking-rules'

const inNewYork = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: BOOKING_TIME_ZONE, ...options })

const day = inNewYork('en-US', { weekday: 'long', month: 'long', day: 'numeric' })
const time = inNewYork('en-US', { hour: 'numeric', minute: '2-digit' })
const short = inNewYork('en-US', { weekday: 'short', month: 'short', day: 'numeric' })
const shortWithTime = inNewYork('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
// en-CA writes dates as ISO 8601 does: 2026-03-09
const dateKey = inNewYork('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })

/** "Monday, March 9" */
export const localDay = (at: Date | string) => day.format(new Date(at))
/** "9:00 AM" */
export const localTime = (at: Date | string) => time.format(new Date(at))
/** "Monday, March 9, 9:00 AM" */
export const localDayAndTime = (at: Date | string) => `${localDay(at)}, ${localTime(at)}`
/** "Mon, Mar 9": a day in a strip of buttons */
export const shortDay = (at: Date | string) => short.format(new Date(at))
/** "Mon, Mar 9, 9:00 AM": a lock screen's line */
export const shortDayAndTime = (at: Date | string) => shortWithTime.format(new Date(at))
/** "2026-03-09": the New York date, to group times by day */
export const localDateKey = (at: Date | string) => dateKey.format(new Date(at))
