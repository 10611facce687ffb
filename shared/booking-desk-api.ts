/**
 * The desk's booking API (/api/owner): the agenda, changes to visits, blocked times and the
 * calendar feed's address; what each request sends and what each answer holds. The desk's page
 * and the server both read it, so the two cannot drift.
 */
import { z } from 'zod'
import type { VisitPlace } from './booking-rules'
import { singleLine } from './plain-text'

// as in owner-api.ts: the page's CSP forbids eval, and these schemas are small
z.config({ jitless: true })

/** The days the agenda shows unless asked, and the most it shows at once. */
export const AGENDA_DAYS = 7
export const AGENDA_DAYS_MAX = 62
/** The homeowner reads the reason for a move or a cancellation in their e-mail. */
export const REASON_MAX = 300
export const BLOCK_NOTE_MAX = 120
/** The longest stretch one block covers, in New York calendar days. */
export const BLOCK_DAYS_MAX = 31

/** A date in New York: 2026-03-09. */
const day = (name: string) => z.iso.date(`${name} must be a date such as 2026-03-09`)

/** GET /agenda?from=YYYY-MM-DD&days=N; `from` is today in New York unless given. */
export const agendaQuery = z.object({
  from: day('from').optional(),
  days: z.coerce
    .number(`days must be a whole number from 1 to ${AGENDA_DAYS_MAX}`)
    .int(`days must be a whole number from 1 to ${AGENDA_DAYS_MAX}`)
    .min(1, `days must be a whole number from 1 to ${AGENDA_DAYS_MAX}`)
    .max(AGENDA_DAYS_MAX, `days must be at most ${AGENDA_DAYS_MAX}`)
    .default(AGENDA_DAYS),
})

/** The reason the homeowner is given: one line, 1 to REASON_MAX characters. */
const reason = z
  .string('Please give a reason: the homeowner receives it')
  .overwrite(singleLine)
  .trim()
  .min(1, 'Please give a reason: the homeowner receives it')
  .max(REASON_MAX, `Please keep the reason under ${REASON_MAX} characters`)

/**
 * A time: an instant with its offset (2026-03-09T09:00:00-04:00), or a New York date and time of
 * day as the desk's forms give it (2026-03-09T09:00), which the server reads with its time-zone
 * data: a time the clock skips in March is the hour after, one it runs twice in November the first.
 */
const instant = (name: string) =>
  z.iso.datetime({
    offset: true,
    local: true,
    error: `${name} must be a date and time such as 2026-03-09T09:00 (New York time)`,
  })

/** The time the desk's forms send for a date and a time of day in New York. */
export const newYorkWallTime = (date: string, time: string) => `${date}T${time}`

/** POST /bookings/:id/confirm; a note is kept in the audit log only. */
export const confirmRequest = z.object({ reason: reason.optional() }).strict()

/** POST /bookings/:id/move: any time the owner agreed, never over another visit. */
export const moveRequest = z.object({ start: instant('start'), reason }).strict()

/** POST /bookings/:id/cancel. */
export const cancelRequest = z.object({ reason }).strict()

const note = z
  .string('The note must be text')
  .overwrite(singleLine)
  .trim()
  .max(BLOCK_NOTE_MAX, `Please keep the note under ${BLOCK_NOTE_MAX} characters`)
  .default('')

/** POST /blocks: from one instant to a later one. */
export const blockTimesRequest = z
  .object({ from: instant('from'), to: instant('to'), note })
  .strict()

/** POST /blocks: whole days in New York, from the start of `date`, whatever the clock changes. */
export const blockDaysRequest = z
  .object({
    date: day('date'),
    days: z
      .number(`days must be a whole number from 1 to ${BLOCK_DAYS_MAX}`)
      .int(`days must be a whole number from 1 to ${BLOCK_DAYS_MAX}`)
      .min(1, `days must be a whole number from 1 to ${BLOCK_DAYS_MAX}`)
      .max(BLOCK_DAYS_MAX, `days must be at most ${BLOCK_DAYS_MAX}`),
    note,
  })
  .strict()

export type BlockTimesRequest = z.input<typeof blockTimesRequest>
export type BlockDaysRequest = z.input<typeof blockDaysRequest>

/** Which of the two a block request is: whole days name a `date`. */
export const blockRequestOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'date' in body ? blockDaysRequest : blockTimesRequest

export const VISIT_STATUSES = ['booked', 'confirmed', 'cancelled'] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]

/** What the desk shows for each state of a visit. */
export const VISIT_STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  booked: 'Not yet confirmed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
}

/** A visit; times in ISO 8601 with New York's offset on that day. */
export type DeskBooking = {
  id: string
  kind: { id: string; name: string }
  place: VisitPlace
  start: string
  end: string
  status: VisitStatus
  town: string | null
  address: string | null
}

/** The request a visit was booked from. */
export type VisitLead = {
  id: string
  reference: string
  firstName: string
  lastName: string
  phone: string
  email: string
  /** the service as the homeowner chose it, in words */
  service: string
}

export type DeskVisit = { booking: DeskBooking; lead: VisitLead }

/** A cancelled visit, with the reason given (by the homeowner or the team). */
export type CancelledVisit = DeskVisit & { reason: string | null }

/** GET /agenda: dates in New York. */
export type AgendaAnswer = {
  today: string
  from: string
  days: number
  /** the visits not cancelled, earliest first */
  visits: DeskVisit[]
  cancelled: CancelledVisit[]
}

/** POST /bookings/:id/confirm, /move and /cancel. */
export type VisitAnswer = { visit: DeskVisit }

/** A stretch the owner took out of the calendar. */
export type DeskBlock = { id: number; start: string; end: string; note: string }

/** GET /blocks: those not over yet, earliest first. */
export type BlocksAnswer = { blocks: DeskBlock[] }

/** GET /calendar and POST /calendar/revoke: the feed's address now. */
export type CalendarAnswer = { url: string }

// a date names no instant: read at noon UTC and shown in UTC, it is that date anywhere
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})

/** "9:00 AM": the time of day in New York of an instant. */
export { localTime as newYorkTime } from './new-york-time'

/** "Monday, March 9" for the date 2026-03-09. */
export const dayName = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`))

/** The New York date of a time given with New York's offset, as every answer gives it. */
export const newYorkDate = (zoned: string) => zoned.slice(0, 10)

/** The date `days` after a date, by the calendar. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
