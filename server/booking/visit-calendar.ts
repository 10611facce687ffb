/**
 * A booked visit as a calendar event: the homeowner's (what, where, what to have ready, the page
 * to move or cancel it) and the owner's feed entry (who, their phone, town and reference).
 */
import { business } from '../../shared/business'
import { requestReference } from '../../shared/request-reference'
import type { StoredLead } from '../db/lead-fields'
import type { BookingService } from './booking-service'
import type { Booking } from './booking-store'
import { calendarFeed, visitCalendar, type CalendarVisit } from './calendar-file'
import { duration } from './pick-time-markup'
import { visitPlace } from './visit-markup'

const PRODUCT = business.name

function event(booking: Booking, service: BookingService, siteUrl: string, now: Date) {
  const kind = service.kindOf(booking.kind)
  return {
    kind,
    visit: {
      uid: `${booking.id}@${new URL(siteUrl).hostname}`,
      sequence: booking.sequence,
      start: new Date(booking.start),
      end: new Date(booking.end),
      location: visitPlace(booking, kind),
      cancelled: booking.status === 'cancelled',
      stamp: now,
    },
  }
}

/** The homeowner's calendar file of their visit. */
export function homeownerCalendar(
  booking: Booking,
  service: BookingService,
  siteUrl: string,
  manageUrl: string,
): string {
  const { kind, visit } = event(booking, service, siteUrl, service.now())
  const description = [
    `${kind.name}, ${duration(kind.minutes)}.`,
    kind.about,
    `What to have ready:\n${kind.haveReady.map((item) => `- ${item}`).join('\n')}`,
    `Move or cancel: ${manageUrl}`,
    `Questions: ${business.phone.display}`,
  ].join('\n\n')
  const full: CalendarVisit = {
    ...visit,
    summary: `${kind.name} with ${business.name}`,
    description,
    url: manageUrl,
  }
  return visitCalendar(full, PRODUCT)
}

/** The owner's feed: every visit with its homeowner's name, phone, town and reference. */
export function ownerCalendar(
  visits: readonly { booking: Booking; lead: StoredLead }[],
  service: BookingService,
  siteUrl: string,
): string {
  const now = service.now()
  const events = visits.map(({ booking, lead }) => {
    const { kind, visit } = event(booking, service, siteUrl, now)
    const name = `${lead.firstName} ${lead.lastName}`
    return {
      ...visit,
      summary: `${kind.name}: ${name}${booking.town ? `, ${booking.town}` : ''}`,
      description: [
        `${name}`,
        `Phone: ${lead.phone}`,
        `Town: ${booking.town ?? 'not given'}`,
        `Reference: ${requestReference(lead.id)}`,
        `Status: ${booking.status}`,
      ].join('\n'),
    }
  })
  return calendarFeed(events, `${business.name}: visits`, PRODUCT)
}
