/**
 * Calendar files of booked visits: the homeowner's "add to calendar" file (also the e-mail
 * attachment) and the owner's subscribed feed. Times are written as New York wall time with
 * `TZID` and the zone's VTIMEZONE, so every calendar shows the visit at the owner's local hour.
 * Moving or cancelling a visit keeps its UID and raises its SEQUENCE, so a calendar replaces the
 * old version instead of adding a second one.
 */
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator'
import { Temporal } from 'temporal-polyfill'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import { vtimezone } from './new-york-timezone'

export type CalendarVisit = {
  /** stable id, e.g. `${bookingId}@<site host>`: the same for every version of one visit */
  uid: string
  /** 0 at first; higher after each move or cancellation */
  sequence: number
  start: Date
  end: Date
  /** "Free in-home consultation: Chappaqua Kitchen & Bath" */
  summary: string
  /** may contain commas (addresses) */
  location: string
  /** may contain newlines, commas, semicolons, backslashes */
  description: string
  /** the homeowner's manage page */
  url?: string
  cancelled?: boolean
  /** when this version was made (DTSTAMP), passed in so the file depends on no hidden clock */
  stamp: Date
}

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

/** How often a subscribed calendar app should fetch the feed again. */
const FEED_REFRESH_SECONDS = 60 * 60

/** One visit, as the homeowner's "add to calendar" file and e-mail attachment (METHOD:PUBLISH). */
export function visitCalendar(visit: CalendarVisit, productName: string): string {
  return calendarText(newCalendar(productName), [visit])
}

/** The owner's subscribed feed: every visit, the feed's name and an hourly refresh hint. */
export function calendarFeed(
  visits: readonly CalendarVisit[],
  name: string,
  productName: string,
): string {
  // ical-generator writes NAME and X-WR-CALNAME without escaping them
  const calendar = newCalendar(productName).name(escape(name, false)).ttl(FEED_REFRESH_SECONDS)
  return calendarText(calendar, visits)
}

function newCalendar(productName: string): ICalCalendar {
  return ical({
    // written without escaping, like the name
    prodId: { company: escape(productName, false), product: 'Visits' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as a wall time without `Z`.
    // The events carry the zone; the generator adds its VTIMEZONE once per file.
    timezone: { name: null, generator: vtimezone },
  })
}

function calendarText(calendar: ICalCalendar, visits: readonly CalendarVisit[]): string {
  for (const visit of visits) addVisit(calendar, visit)
  // every content line ends with CRLF, the last one too, which ical-generator leaves off
  return `${calendar.toString()}\r\n`
}

function addVisit(calendar: ICalCalendar, visit: CalendarVisit): void {
  if (!Number.isInteger(visit.sequence) || visit.sequence < 0) {
    throw new RangeError(`Visit ${visit.uid}: sequence ${visit.sequence} is not a count`)
  }
  // ical-generator would silently swap them
  if (!(visit.end > visit.start)) {
    throw new RangeError(`Visit ${visit.uid} ends before it starts`)
  }
  calendar.createEvent({
    // written without escaping, like the name
    id: escape(visit.uid, false),
    sequence: visit.sequence,
    stamp: visit.stamp,
    start: wallTime(visit.start),
    end: wallTime(visit.end),
    timezone: BOOKING_TIME_ZONE,
    summary: visit.summary,
    location: visit.location,
    description: visit.description,
    url: visit.url === undefined ? null : uriValue(visit.url),
    status: visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

/**
 * The instant in the business's zone. A plain Date with a TZID is written by ical-generator in
 * the server process's own zone; a ZonedDateTime is written in its own zone, whatever the server's.
 */
function wallTime(instant: Date): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
    BOOKING_TIME_ZONE,
  )
}

/**
 * ical-generator backslash-escapes `\ ; ,` in URL as it does in text, but a URI value is read
 * as written, so the escapes would become part of the address. Percent-encoding them keeps it.
 */
function uriValue(url: string): string {
  return url.replace(/[\\;,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
