/**
 * The booking bench's first part: how long the free times of the whole horizon take, in process,
 * over a realistic calendar, through the service and as the computation alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Temporal } from 'temporal-polyfill'
import { bookingRules } from '../../.content/booking'
import { bookingLinks, loadBookingKey } from '../../server/booking/booking-links'
import { bookingService, type BookingService } from '../../server/booking/booking-service'
import { localDateKey } from '../../server/booking/local-time'
import { freeSlots, type SlotQuery } from '../../server/booking/slots'
import { openDatabase } from '../../server/db/database'
import { BOOKING_TIME_ZONE, type Weekday } from '../../shared/booking-rules'
import { business } from '../../shared/business'
import { leadBody } from './booking-race'

/** A Monday, 08:00 in New York; its three weeks cross the March clock change. */
const CLOCK = new Date('2026-03-02T08:00:00-05:00')
const WARM_UP = 30
const RUNS = 300
/** Days after CLOCK's date: one blocked whole (a holiday), one afternoon (a job that runs long). */
const BLOCKED_DAY = 9
const BLOCKED_AFTERNOON = 3

type Spread = { medianMs: number; p95Ms: number; maxMs: number }
type KindFigures = { kind: string; slots: number; service: Spread; computation: Spread }
export type CalendarFigures = { visits: number; blocks: number; kinds: KindFigures[] }

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
  return { medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1)! }
}

function timed(run: () => unknown): Spread {
  for (let i = 0; i < WARM_UP; i++) run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  return spread(times)
}

const instant = (date: Temporal.PlainDate, time: string) =>
  new Date(date.toZonedDateTime({ timeZone: BOOKING_TIME_ZONE, plainTime: time }).epochMilliseconds)

/**
 * Writes a calendar as the owner would see it some weeks in: 2 or 3 visits on each open day,
 * spread over the day and the kinds, a holiday and a blocked afternoon.
 */
function fillCalendar(service: BookingService): { visits: number; blocks: number } {
  const { kinds, horizonDays } = service.rules
  const today = Temporal.Instant.fromEpochMilliseconds(CLOCK.getTime())
    .toZonedDateTimeISO(BOOKING_TIME_ZONE)
    .toPlainDate()
  const holiday = today.add({ days: BLOCKED_DAY })
  const job = today.add({ days: BLOCKED_AFTERNOON })
  const blocks = [
    { start: instant(holiday, '00:00'), end: instant(holiday.add({ days: 1 }), '00:00') },
    { start: instant(job, '13:00'), end: instant(job, '18:00') },
  ]
  for (const { start, end } of blocks) service.blocks.add(start, end, 'bench', 'bench', CLOCK)
  let visits = 0
  for (let day = 0; day <= horizonDays; day++) {
    const date = today.add({ days: day }).toString()
    const wanted = day % 5 === 4 ? 2 : 3
    for (let i = 0; i < wanted; i++) {
      // the day's kind, else the next one open that day
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(day + i + k) % kinds.length]!
        const free = service.slots(kind.id).filter((s) => s.start.startsWith(date))
        const slot = free[Math.floor((free.length * (i + 0.5)) / wanted)]
        if (!slot) continue
        const saved = service.leads.save(leadBody(visits), undefined, `bench-${visits}`)
        if (saved.kind !== 'stored') throw new Error(`The bench lead was not stored: ${saved.kind}`)
        const booked = service.book({ leadId: saved.response.id, kind: kind.id, start: slot.start })
        if (booked.kind === 'booked') visits++
        break
      }
    }
  }
  return { visits, blocks: blocks.length }
}

/** The query the service makes for `kindId` at CLOCK: the same reads, done once. */
function sameQuery(service: BookingService, kindId: string): SlotQuery {
  const DAY_MS = 86_400_000
  const from = new Date(CLOCK.getTime() - DAY_MS)
  const to = new Date(CLOCK.getTime() + (service.rules.horizonDays + 2) * DAY_MS)
  return {
    rules: service.rules,
    kindId,
    now: CLOCK,
    workingDays: business.hours.days as readonly Weekday[],
    taken: service.bookings.between(from, to).map((b) => ({
      start: new Date(b.start),
      end: new Date(b.end),
      place: b.place,
    })),
    blocked: service.blocks
      .between(from, to)
      .map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
  }
}

/** The free times of three weeks, per kind, with the service and with the computation alone. */
export function calendarBench(): CalendarFigures {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-booking-'))
  const db = openDatabase(dataDir)
  try {
    const links = bookingLinks(loadBookingKey(dataDir), 'http://localhost')
    const service = bookingService({ db, links, rules: bookingRules, now: () => CLOCK })
    const filled = fillCalendar(service)
    const kinds = service.kinds.map((kind) => {
      const query = sameQuery(service, kind.id)
      return {
        kind: kind.id,
        slots: service.slots(kind.id).length,
        service: timed(() => service.slots(kind.id)),
        computation: timed(() => freeSlots(query)),
      }
    })
    return { ...filled, kinds }
  } finally {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const ms = (s: Spread) =>
  `${s.medianMs.toFixed(2)} / ${s.p95Ms.toFixed(2)} / ${s.maxMs.toFixed(2)} ms`

export function formatCalendar(calendar: CalendarFigures): string {
  return [
    `Booking: free times of the whole horizon (${bookingRules.horizonDays} days), in process, ` +
      `content rules, clock Monday ${localDateKey(CLOCK)} 08:00 New York, ${calendar.visits} ` +
      `visits and ${calendar.blocks} blocked times stored; ${RUNS} runs after ${WARM_UP} ` +
      'warm-up, median / p95 / max',
    ...calendar.kinds.map(
      (k) =>
        `  ${k.kind.padEnd(8)} ${String(k.slots).padStart(4)} slots: service.slots ` +
        `${ms(k.service)}; freeSlots alone ${ms(k.computation)}`,
    ),
  ].join('\n')
}
