/**
 * The booking bench's second part: POST /api/bookings against the built server, 50 requests at
 * a time racing for the same few times, and whether the SQLite file still keeps the rules.
 */
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bookingRules } from '../../.content/booking'
import { localDateKey } from '../../server/booking/local-time'
import type { Slot } from '../../server/booking/slots'
import { DATABASE_FILE } from '../../server/db/database'
import { IDEMPOTENCY_HEADER, MIN_FILL_MS } from '../../shared/contact-request'
import { bookingTokenOf } from '../../shared/request-reference'
import { CONNECTIONS } from './api-load'
import { BUILT_SERVER, startServerProcess, type ServerProcess } from './server-process'

/** Requests of the race; each has a lead of its own. */
const RACE_REQUESTS = 2000
/** Each request asks for one of the first free times of a kind booked without a town. */
const RACE_KINDS = bookingRules.kinds.filter((k) => k.place !== 'home').map((k) => k.id)
const RACE_TIMES = 10
const BURST = 50
const LEAD_BATCH = 10

export type RaceFigures = {
  leadsSeconds: number
  seconds: number
  p50Ms: number
  p99Ms: number
  statuses: Record<string, number>
  errors: number
  burst: { kind: string; created: number; ms: number; statuses: Record<string, number> }
  problems: string[]
}

/** A lead as the contact form sends it, filled in longer than the bot threshold. */
export const leadBody = (n: number) => ({
  firstName: 'Bench',
  lastName: `Booking ${n}`,
  phone: '(914) 555-0100',
  email: `booking-${n}@example.com`,
  serviceType: 'kitchen' as const,
  projectDetails: 'A bench lead: gut renovation of a 1960s galley kitchen.',
  fillMs: MIN_FILL_MS + 5000,
  formId: 'modal' as const,
  pagePath: '/',
})

/** Sends `count` leads through POST /api/contact, a few at a time: their booking tokens. */
async function makeLeads(url: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  for (let batch = 0; batch < count; batch += LEAD_BATCH) {
    const numbers = Array.from({ length: Math.min(LEAD_BATCH, count - batch) }, (_, i) => batch + i)
    const answers = await Promise.all(
      numbers.map(async (n) => {
        const res = await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
          },
          body: JSON.stringify(leadBody(n)),
        })
        const token = bookingTokenOf(((await res.json()) as { bookingUrl?: string }).bookingUrl)
        if (!token) throw new Error(`POST /api/contact answered ${res.status} with no booking link`)
        return token
      }),
    )
    tokens.push(...answers)
  }
  return tokens
}

async function slotsOf(url: string, kind: string): Promise<Slot[]> {
  const res = await fetch(`${url}/api/bookings/slots?kind=${kind}`)
  return ((await res.json()) as { slots: Slot[] }).slots
}

const bookBody = (token: string, kind: string, start: string) =>
  JSON.stringify({ token, kind, start })

/** A 409 that offers other times lost the race; one without them found a visit already booked. */
function statusOf(status: number, body: string): string {
  if (status !== 409) return String(status)
  return 'slots' in (JSON.parse(body) as object) ? '409 taken' : '409 already booked'
}

const tally = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/** What the file holds must keep the rules, whatever the race: a list of what does not. */
function integrityProblems(dataDir: string, answered201: number): string[] {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    const visits = db
      .prepare(
        `SELECT lead_id AS leadId, start_at AS start, end_at AS end, place FROM bookings
         WHERE status <> 'cancelled' ORDER BY start_at`,
      )
      .all() as { leadId: string; start: string; end: string; place: string }[]
    const problems: string[] = []
    const counted = (key: (v: (typeof visits)[number]) => string) => {
      const counts: Record<string, number> = {}
      for (const visit of visits) tally(counts, key(visit))
      return Object.entries(counts)
    }
    for (const [start, n] of counted((v) => v.start).filter(([, n]) => n > 1)) {
      problems.push(`${n} visits at ${start}`)
    }
    const gapMs = bookingRules.drivingGapMinutes * 60_000
    visits.forEach((a, i) =>
      visits.slice(i + 1).forEach((b) => {
        const gap = a.place === 'home' || b.place === 'home' ? gapMs : 0
        if (Date.parse(b.start) < Date.parse(a.end) + gap && a.start !== b.start) {
          problems.push(`${a.start}–${a.end} overlaps ${b.start}`)
        }
      }),
    )
    for (const [day, n] of counted((v) => localDateKey(v.start))) {
      if (n > bookingRules.maxVisitsPerDay) problems.push(`${n} visits on ${day}`)
    }
    for (const [lead, n] of counted((v) => v.leadId).filter(([, n]) => n > 1)) {
      problems.push(`${n} visits for lead ${lead}`)
    }
    if (visits.length !== answered201) {
      problems.push(`${answered201} answers 201, ${visits.length} visits stored`)
    }
    const check = db.pragma('integrity_check', { simple: true }) as string
    if (check !== 'ok') problems.push(`integrity_check: ${check}`)
    return problems
  } finally {
    db.close()
  }
}

/** POST /api/bookings at 50 connections for the same few times, then a burst for one time. */
export async function raceBench(port: number): Promise<RaceFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-booking-race-'))
  let server: ServerProcess | undefined
  try {
    server = await startServerProcess({
      port,
      env: { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000000', SMTP_URL: '', GTAG_ID: '' },
      script: BUILT_SERVER,
    })
    const { url } = server
    const leadsStarted = performance.now()
    const tokens = await makeLeads(url, RACE_REQUESTS + BURST)
    const leadsSeconds = (performance.now() - leadsStarted) / 1000
    const times = (
      await Promise.all(
        RACE_KINDS.map(async (kind) =>
          (await slotsOf(url, kind)).slice(0, RACE_TIMES).map((s) => ({ kind, start: s.start })),
        ),
      )
    ).flat()
    const statuses: Record<string, number> = {}
    let sequence = 0
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      amount: RACE_REQUESTS,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          setupRequest(request) {
            const n = sequence++
            const time = times[n % times.length]!
            return {
              ...request,
              headers: { 'content-type': 'application/json' },
              body: bookBody(tokens[n % RACE_REQUESTS]!, time.kind, time.start),
            }
          },
          onResponse: (status, body) => tally(statuses, statusOf(status, body)),
        },
      ],
    })
    const burstKind = RACE_KINDS[0]!
    const [first] = await slotsOf(url, burstKind)
    if (!first) throw new Error(`No ${burstKind} time left for the burst`)
    const burstStatuses: Record<string, number> = {}
    const burstStarted = performance.now()
    await Promise.all(
      tokens.slice(RACE_REQUESTS).map(async (token) => {
        const res = await fetch(`${url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bookBody(token, burstKind, first.start),
        })
        tally(burstStatuses, statusOf(res.status, await res.text()))
      }),
    )
    const burstMs = performance.now() - burstStarted
    await server.stop()
    const created = burstStatuses['201'] ?? 0
    return {
      leadsSeconds,
      seconds: result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses,
      errors: result.errors,
      burst: { kind: burstKind, created, ms: burstMs, statuses: burstStatuses },
      problems: integrityProblems(dataDir, (statuses['201'] ?? 0) + created),
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ')

export function formatRace(race: RaceFigures): string {
  const total = Object.values(race.statuses).reduce((a, b) => a + b, 0)
  return [
    `Booking API race (built server): ${RACE_REQUESTS} POST /api/bookings at ${CONNECTIONS} ` +
      `connections, each with a new lead's token, asking for one of the first ${RACE_TIMES} free ` +
      `times of ${RACE_KINDS.join(' and ')}`,
    `  leads made first: ${RACE_REQUESTS + BURST} POST /api/contact in ${race.leadsSeconds.toFixed(1)} s`,
    `  ${(total / race.seconds).toFixed(0)} req/s over ${race.seconds.toFixed(1)} s; ` +
      `latency p50 ${race.p50Ms} ms, p99 ${race.p99Ms} ms; connection errors ${race.errors}`,
    `  answers: ${counts(race.statuses)}`,
    `  burst of ${BURST} at once for one ${race.burst.kind} time: ${race.burst.created} ` +
      `answered 201 (must be 1); ${counts(race.burst.statuses)}; ` +
      `${race.burst.ms.toFixed(0)} ms from the first sent to the last answered`,
    `  integrity: ${race.problems.length === 0 ? 'ok' : race.problems.join('; ')}`,
  ].join('\n')
}
