/**
 * The free times to book a kind of visit, from the owner's rules (content/booking.yaml), the
 * visits already booked and the times the owner blocked. Pure: the caller reads the clock and the
 * database. Every calendar step is Temporal's in the business's time zone, so a visit keeps its
 * wall-clock time across the clock changes of March and November.
 */
import { Temporal } from 'temporal-polyfill'
import {
  BOOKING_TIME_ZONE,
  type AppointmentKind,
  type BookingRules,
  type DayHours,
  type VisitPlace,
  type Weekday,
} from '../../shared/booking-rules'
import { addWorkingDays, weekdayOf } from './working-days'

/** A visit already booked: it keeps its own time free and, at a home, the driving gap. */
export type TakenTime = { start: Date; end: Date; place: VisitPlace }
/** A time the owner took out of the calendar. */
export type BlockedTime = { start: Date; end: Date }

export type SlotQuery = {
  rules: BookingRules
  kindId: string
  now: Date
  /** the days the business is open: the notice is counted in them */
  workingDays: readonly Weekday[]
  taken: readonly TakenTime[]
  blocked: readonly BlockedTime[]
  /** the most slots wanted */
  limit?: number
}

/** A free time, in ISO 8601 with New York's offset on that day: 2026-03-09T09:00:00-04:00. */
export type Slot = { start: string; end: string }

/** A candidate visit: its instants (epoch ms) and the slot it is shown as. */
type Visit = { start: number; end: number; slot: Slot }

const MINUTE_MS = 60_000

/** The free slots of a kind, earliest first, at most `limit`; throws for an unknown kind. */
export function freeSlots(query: SlotQuery): Slot[] {
  const slots: Slot[] = []
  for (const visit of freeVisits(query, kindOf(query))) {
    if (slots.length >= (query.limit ?? Infinity)) break
    slots.push(visit.slot)
  }
  return slots
}

/**
 * The free slot that starts at the instant `start` names, whatever its offset (…T13:00:00Z is
 * …T09:00:00-04:00); undefined when that time is taken, off the grid of start times, or no time.
 */
export function isFreeSlot(query: SlotQuery, start: string): Slot | undefined {
  const kind = kindOf(query)
  const wanted = instantOf(start)?.epochMilliseconds
  if (wanted === undefined) return undefined
  for (const visit of freeVisits(query, kind)) {
    if (visit.start === wanted) return visit.slot
    if (visit.start > wanted) return undefined
  }
  return undefined
}

function kindOf({ rules, kindId }: SlotQuery): AppointmentKind {
  const kind = rules.kinds.find(({ id }) => id === kindId)
  if (!kind) throw new Error(`There is no appointment of the kind "${kindId}"`)
  return kind
}

/** The free visits of a kind, in order of their start. */
function* freeVisits(query: SlotQuery, kind: AppointmentKind): Generator<Visit> {
  const { rules, workingDays, taken } = query
  const now = zoned(query.now)
  const earliest = addWorkingDays(now, rules.noticeWorkingDays, workingDays)
  if (!earliest) return
  const last = now.toPlainDate().add({ days: rules.horizonDays })
  const visitsOn = countByDate(taken)
  const from = earliest.epochMilliseconds
  for (let date = earliest.toPlainDate(); Temporal.PlainDate.compare(date, last) <= 0;) {
    if ((visitsOn.get(date.toString()) ?? 0) < rules.maxVisitsPerDay) {
      yield* dayVisits(kind, date, rules.stepMinutes).filter(
        (visit) => visit.start >= from && isClear(visit, kind.place, query),
      )
    }
    date = date.add({ days: 1 })
  }
}

/**
 * The candidate visits of a kind on a date, earliest first. They depend on the kind's hours and
 * the date alone, and turning wall-clock times into instants is most of the work, so each date's
 * are made once per kind (the kinds are the rules' own objects) and kept while the server runs.
 */
const candidates = new WeakMap<AppointmentKind, Map<string, Visit[]>>()
/** Dates kept per kind: the horizon and a margin; older ones are dropped when it fills. */
const DATES_KEPT = 200

function dayVisits(kind: AppointmentKind, date: Temporal.PlainDate, step: number): Visit[] {
  const days = candidates.get(kind) ?? new Map<string, Visit[]>()
  candidates.set(kind, days)
  const key = `${date.toString()}/${step}`
  const known = days.get(key)
  if (known) return known
  const made = (kind.hours[weekdayOf(date)] ?? [])
    .flatMap((stretch) => stretchVisits(date, stretch, kind.minutes, step))
    .sort((a, b) => a.start - b.start)
  if (days.size >= DATES_KEPT) days.clear()
  days.set(key, made)
  return made
}

/**
 * The visits a stretch of hours holds on a date: one every `step` minutes of wall-clock time from
 * its start, each ending by its end. A start the clock skips that day (02:30 in March) is left
 * out; one the clock passes twice (01:30 in November) is the first.
 */
function stretchVisits(date: Temporal.PlainDate, hours: DayHours, minutes: number, step: number) {
  const first = date.toPlainDateTime(Temporal.PlainTime.from(hours.from))
  const last = date.toPlainDateTime(Temporal.PlainTime.from(hours.to))
  // 'earlier' for the end as well: a visit never runs past the end, however the clock reads it
  const until = last.toZonedDateTime(BOOKING_TIME_ZONE, { disambiguation: 'earlier' })
  const visits: Visit[] = []
  for (let wall = first; Temporal.PlainDateTime.compare(wall, last) < 0;) {
    const start = wall.toZonedDateTime(BOOKING_TIME_ZONE, { disambiguation: 'earlier' })
    const end = start.add({ minutes })
    const exists = start.toPlainDateTime().equals(wall)
    if (exists && Temporal.ZonedDateTime.compare(end, until) <= 0) {
      visits.push({
        start: start.epochMilliseconds,
        end: end.epochMilliseconds,
        slot: { start: iso(start), end: iso(end) },
      })
    }
    wall = wall.add({ minutes: step })
  }
  return visits
}

/**
 * Clear of every blocked time and every visit taken; a visit at a home, or next to one, also
 * keeps the driving gap.
 */
function isClear(visit: Visit, place: VisitPlace, { rules, taken, blocked }: SlotQuery): boolean {
  const { start, end } = visit
  const meets = (from: number, to: number) => start < to && from < end
  if (blocked.some((time) => meets(time.start.getTime(), time.end.getTime()))) return false
  return !taken.some((time) => {
    const gap = place === 'home' || time.place === 'home' ? rules.drivingGapMinutes * MINUTE_MS : 0
    return meets(time.start.getTime() - gap, time.end.getTime() + gap)
  })
}

/** The visits taken on each local date ("2026-03-09"), by the date they start. */
function countByDate(taken: readonly TakenTime[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { start } of taken) {
    const date = zoned(start).toPlainDate().toString()
    counts.set(date, (counts.get(date) ?? 0) + 1)
  }
  return counts
}

const zoned = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(BOOKING_TIME_ZONE)

const iso = (at: Temporal.ZonedDateTime) =>
  at.toString({ timeZoneName: 'never', smallestUnit: 'second' })

function instantOf(text: string): Temporal.Instant | undefined {
  try {
    return Temporal.Instant.from(text)
  } catch (error) {
    // a text that names no instant (no offset, no such date) is simply no free time
    if (error instanceof RangeError) return undefined
    throw error
  }
}
