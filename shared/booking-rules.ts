/**
 * The rules of booking the free consultation, as content/booking.yaml gives them (the build
 * checks the file and compiles it to .content/booking.ts): the kinds of appointment the owner
 * offers and the limits every booking keeps to. Times of day are wall-clock times in the
 * business's time zone; the server turns them into instants with a date library.
 */

/** The days of the week, in the business facts' spelling (content/business.yaml `hours.days`). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Where a visit happens: decides the address shown and the driving gap. */
export const VISIT_PLACES = ['home', 'showroom', 'video'] as const
export type VisitPlace = (typeof VISIT_PLACES)[number]

/** A stretch of a day, "09:00" to "17:00", in which visits of a kind may start and end. */
export type DayHours = { from: string; to: string }

/** One kind of appointment the owner offers. */
export type AppointmentKind = {
  /** the id in addresses and the API: lower-case words joined by hyphens, e.g. in-home */
  id: string
  /** "In-home consultation" */
  name: string
  /** how long it takes, in minutes */
  minutes: number
  place: VisitPlace
  /** where it happens, in words: "At your home", "Our showroom", "A video call" */
  where: string
  /** one or two sentences: what happens at it */
  about: string
  /** what the homeowner should have ready */
  haveReady: string[]
  /** the weekly hours it may be booked in; a day left out is not offered */
  hours: Partial<Record<Weekday, DayHours[]>>
}

/** content/booking.yaml, checked. */
export type BookingRules = {
  /** the least time between booking and visit, in working days (the business's opening days) */
  noticeWorkingDays: number
  /** how far ahead one may book, in days from today */
  horizonDays: number
  /** the gap kept before and after an in-home visit, for driving, in minutes */
  drivingGapMinutes: number
  /** the most visits of all kinds on one day */
  maxVisitsPerDay: number
  /** visits start on these steps from the start of each stretch of hours, in minutes */
  stepMinutes: number
  kinds: AppointmentKind[]
}

/** The business's time zone: every time a visitor or the owner sees is in it. */
export const BOOKING_TIME_ZONE = 'America/New_York'
