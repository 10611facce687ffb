/**
 * The e-mails of a booked visit: the homeowner's (booked, confirmed, moved, cancelled, with the
 * calendar file; and the reminder the day before) and the owner's (who booked what, when).
 * The homeowner's never repeat what a visitor typed (not even the street), so a booking link
 * cannot carry a message to whoever owns the address typed into the request.
 */
import type { SendMailOptions } from 'nodemailer'
import { business } from '../../shared/business'
import { requestReference } from '../../shared/request-reference'
import { deskLeadUrl } from '../../shared/team-alert'
import type { StoredLead } from '../db/lead-fields'
import { escapeHtml } from '../../shared/escape-html'
import type { BookingService } from './booking-service'
import type { Booking, BookingChange } from './booking-store'
import { CALENDAR_TYPE } from './calendar-file'
import { localDayAndTime } from './local-time'
import { duration } from './pick-time-markup'
import { homeownerCalendar } from './visit-calendar'
import { visitPlace } from './visit-markup'

type Mail = Omit<SendMailOptions, 'from' | 'to'>

/** A message's paragraphs, as text and as HTML. */
function written(subject: string, paragraphs: readonly string[], link?: [string, string]): Mail {
  const text = [...paragraphs, ...(link ? [`${link[0]}: ${link[1]}`] : [])].join('\n\n')
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link[1])}">${escapeHtml(link[0])}</a></p>`] : []),
  ].join('\n')
  return { subject, text: `${text}\n`, html }
}

/** The visit's facts, in the lines every homeowner e-mail has: the town, never the street. */
function facts(booking: Booking, service: BookingService) {
  const kind = service.kindOf(booking.kind)
  const place =
    booking.place === 'home'
      ? `${kind.where}${booking.town ? `, ${booking.town}` : ''}`
      : visitPlace(booking, kind)
  return {
    kind,
    lines: [
      `What: ${kind.name}, ${duration(kind.minutes)}`,
      `When: ${localDayAndTime(booking.start)} (New York time)`,
      `Where: ${place}`,
    ].join('\n'),
    ready: `What to have ready:\n${kind.haveReady.map((item) => `- ${item}`).join('\n')}`,
  }
}

const HEADLINE: Record<BookingChange['action'], string> = {
  booked: 'Your free consultation is booked',
  confirmed: 'Your free consultation is confirmed',
  moved: 'Your free consultation has a new time',
  cancelled: 'Your free consultation is cancelled',
}

/** The homeowner's e-mail of one change, with the calendar file (its cancelled form too). */
export function homeownerBookingEmail(
  booking: Booking,
  change: BookingChange,
  service: BookingService,
  siteUrl: string,
  manageUrl: string,
): Mail {
  const { lines, ready } = facts(booking, service)
  const reference = requestReference(booking.leadId)
  const headline = HEADLINE[change.action]
  const paragraphs = [
    'Hello,',
    `${headline}. Reference ${reference}.`,
    ...(change.action === 'moved' && change.fromStart
      ? [`It was ${localDayAndTime(change.fromStart)}.`]
      : []),
    ...(change.reason ? [`Our note: ${change.reason}`] : []),
    lines,
    ...(change.action === 'cancelled'
      ? [`To book another time, call us at ${business.phone.display}.`]
      : [ready, `The calendar file attached adds the visit to your calendar.`]),
    `Questions? Call us at ${business.phone.display}.\n${business.name}`,
  ]
  const mail = written(
    `${headline}: ${localDayAndTime(booking.start)}`,
    paragraphs,
    change.action === 'cancelled' ? undefined : ['See, move or cancel your visit', manageUrl],
  )
  return {
    ...mail,
    attachments: [
      {
        filename: 'consultation.ics',
        content: homeownerCalendar(booking, service, siteUrl, manageUrl),
        contentType: `${CALENDAR_TYPE}; method=PUBLISH`,
      },
    ],
  }
}

/** The reminder the day before. */
export function reminderEmail(booking: Booking, service: BookingService, manageUrl: string): Mail {
  const { lines, ready } = facts(booking, service)
  return written(
    `Reminder: your free consultation, ${localDayAndTime(booking.start)}`,
    [
      'Hello,',
      `A reminder of your free consultation with ${business.name}. Reference ${requestReference(booking.leadId)}.`,
      lines,
      ready,
      `Questions? Call us at ${business.phone.display}.\n${business.name}`,
    ],
    ['Need another time? Move or cancel it', manageUrl],
  )
}

const OWNER_HEADLINE: Record<BookingChange['action'], string> = {
  booked: 'Visit booked',
  confirmed: 'Visit confirmed',
  moved: 'Visit moved by the homeowner',
  cancelled: 'Visit cancelled by the homeowner',
}

/** The owner's e-mail of a change the homeowner made: who, what, when, where. */
export function ownerBookingEmail(
  booking: Booking,
  change: BookingChange,
  lead: StoredLead,
  service: BookingService,
  siteUrl: string,
): Mail {
  const kind = service.kindOf(booking.kind)
  const name = `${lead.firstName} ${lead.lastName}`
  return written(
    `${OWNER_HEADLINE[change.action]}: ${kind.name}, ${localDayAndTime(booking.start)}, ${name}`,
    [
      `${OWNER_HEADLINE[change.action]}.`,
      [
        `What: ${kind.name}, ${duration(kind.minutes)}`,
        `When: ${localDayAndTime(booking.start)}`,
        ...(change.fromStart && change.action === 'moved'
          ? [`Was: ${localDayAndTime(change.fromStart)}`]
          : []),
        `Where: ${visitPlace(booking, kind)}`,
        `Who: ${name}, ${lead.phone}, ${lead.email}`,
        `Reference: ${requestReference(lead.id)}`,
        ...(change.reason ? [`Reason: ${change.reason}`] : []),
      ].join('\n'),
    ],
    ['Open the request in the desk', `${siteUrl}${deskLeadUrl(lead.id)}`],
  )
}
