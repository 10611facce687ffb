/**
 * Booked visits in SQLite: one per request at most, one per time (the database's unique indexes
 * refuse a second), each change recorded with the outbox rows that tell of it, in one
 * transaction. Times are UTC instants (ISO 8601 with Z), so their text sorts as time does.
 */
import { randomUUID } from 'node:crypto'
import type { VisitPlace } from '../../shared/booking-rules'
import type { Db } from '../db/database'
import type { OutboxKind } from '../db/outbox-kinds'

export type BookingStatus = 'booked' | 'confirmed' | 'cancelled'
export type BookingAction = 'booked' | 'confirmed' | 'moved' | 'cancelled'

export type Booking = {
  id: string
  leadId: string
  kind: string
  place: VisitPlace
  start: string
  end: string
  town: string | null
  address: string | null
  status: BookingStatus
  sequence: number
  /** how often the homeowner moved it */
  moves: number
  createdAt: string
  updatedAt: string
}

export type BookingChange = {
  id: number
  bookingId: string
  at: string
  action: BookingAction
  memberId: string | null
  reason: string | null
  fromStart: string | null
  toStart: string | null
}

export type NewBooking = {
  leadId: string
  kind: string
  place: VisitPlace
  start: Date
  end: Date
  town?: string | undefined
  address?: string | undefined
}

/** An idempotency key and the fingerprint of the request it came with. */
export type BookingKey = { key: string; hash: string }

export type BookOutcome =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'replayed'; booking: Booking }
  /** the request already has a visit (another key, or none) */
  | { kind: 'already'; booking: Booking }
  /** the time is no longer free */
  | { kind: 'taken' }
  /** the key came with another request before */
  | { kind: 'conflict' }

/** Who made a change: a member of the team, or the homeowner (null). */
export type ChangedBy = string | null

const COLUMNS = `id, lead_id AS leadId, kind, place, start_at AS start, end_at AS end, town, address,
  status, sequence, moves, created_at AS createdAt, updated_at AS updatedAt`

/** The outbox rows each change writes, besides the reminder. */
const TOLD: Record<BookingAction, { byHomeowner: OutboxKind[]; byTeam: OutboxKind[] }> = {
  booked: {
    byHomeowner: ['booking-mail', 'booking-owner-mail', 'booking-alert'],
    byTeam: ['booking-mail'],
  },
  confirmed: { byHomeowner: [], byTeam: ['booking-mail'] },
  moved: {
    byHomeowner: ['booking-mail', 'booking-owner-mail', 'booking-alert'],
    byTeam: ['booking-mail'],
  },
  cancelled: {
    byHomeowner: ['booking-mail', 'booking-owner-mail', 'booking-alert'],
    byTeam: ['booking-mail'],
  },
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE'

/**
 * The booking store. `reminderAt` says when the reminder of a visit starting at a time is sent;
 * none is written when that moment has already passed.
 */
export function bookingStore(db: Db, reminderAt: (start: Date) => Date) {
  const byId = db.prepare<[string], Booking>(`SELECT ${COLUMNS} FROM bookings WHERE id = ?`)
  const activeOfLead = db.prepare<[string], Booking>(
    `SELECT ${COLUMNS} FROM bookings WHERE lead_id = ? AND status <> 'cancelled'`,
  )
  const latestOfLead = db.prepare<[string], Booking>(
    `SELECT ${COLUMNS} FROM bookings WHERE lead_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  )
  const between = db.prepare<[string, string], Booking>(
    `SELECT ${COLUMNS} FROM bookings
     WHERE status <> 'cancelled' AND end_at > ? AND start_at < ? ORDER BY start_at`,
  )
  const cancelledIn = db.prepare<[string, string], Booking>(
    `SELECT ${COLUMNS} FROM bookings
     WHERE status = 'cancelled' AND start_at >= ? AND start_at < ? ORDER BY start_at`,
  )
  const insert = db.prepare(`INSERT INTO bookings
    (id, lead_id, kind, place, start_at, end_at, town, address, created_at, updated_at)
    VALUES (@id, @leadId, @kind, @place, @start, @end, @town, @address, @now, @now)`)
  const insertChange = db.prepare(`INSERT INTO booking_changes
    (booking_id, at, action, member_id, reason, from_start, to_start)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (lead_id, next_attempt_at, kind, booking_change_id) VALUES (?, ?, ?, ?)',
  )
  const findKey = db.prepare<[string], { request_hash: string; booking_id: string }>(
    'SELECT request_hash, booking_id FROM booking_keys WHERE key = ?',
  )
  const insertKey = db.prepare(
    'INSERT INTO booking_keys (key, request_hash, booking_id, created_at) VALUES (?, ?, ?, ?)',
  )
  const setTime = db.prepare(`UPDATE bookings SET start_at = ?, end_at = ?, status = ?,
    sequence = sequence + 1, moves = moves + ?, updated_at = ? WHERE id = ?`)
  const setStatus = db.prepare(
    'UPDATE bookings SET status = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?',
  )
  const dropReminders = db.prepare(`UPDATE outbox SET sent_at = ?, last_error = ?
    WHERE kind = 'booking-reminder' AND sent_at IS NULL AND booking_change_id IN
      (SELECT id FROM booking_changes WHERE booking_id = ?)`)
  const changeById = db.prepare<[number], BookingChange>(`SELECT id, booking_id AS bookingId, at,
    action, member_id AS memberId, reason, from_start AS fromStart, to_start AS toStart
    FROM booking_changes WHERE id = ?`)

  /** Records a change and writes the outbox rows that tell of it. */
  function record(
    booking: Booking,
    action: BookingAction,
    by: ChangedBy,
    now: Date,
    detail: { reason?: string | undefined; from?: string; to?: string } = {},
  ) {
    const at = now.toISOString()
    const change = insertChange.run(
      booking.id,
      at,
      action,
      by,
      detail.reason ?? null,
      detail.from ?? null,
      detail.to ?? null,
    ).lastInsertRowid
    const told = by === null ? TOLD[action].byHomeowner : TOLD[action].byTeam
    for (const kind of told) insertOutbox.run(booking.leadId, at, kind, change)
    if (action === 'booked' || action === 'moved') {
      const remindAt = reminderAt(new Date(detail.to ?? booking.start))
      if (remindAt > now) {
        insertOutbox.run(booking.leadId, remindAt.toISOString(), 'booking-reminder', change)
      }
    }
  }

  /**
   * Books a visit if `isFree()` still says the time is free inside the transaction (so two
   * requests cannot both see it free), under an optional idempotency key.
   */
  const book = db.transaction(
    (visit: NewBooking, isFree: () => boolean, now: Date, key?: BookingKey): BookOutcome => {
      if (key) {
        const seen = findKey.get(key.key)
        if (seen) {
          if (seen.request_hash !== key.hash) return { kind: 'conflict' }
          const booking = byId.get(seen.booking_id)
          if (booking) return { kind: 'replayed', booking }
        }
      }
      const existing = activeOfLead.get(visit.leadId)
      if (existing) return { kind: 'already', booking: existing }
      if (!isFree()) return { kind: 'taken' }
      const id = randomUUID()
      try {
        insert.run({
          id,
          leadId: visit.leadId,
          kind: visit.kind,
          place: visit.place,
          start: visit.start.toISOString(),
          end: visit.end.toISOString(),
          town: visit.town ?? null,
          address: visit.address ?? null,
          now: now.toISOString(),
        })
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' }
        throw error
      }
      const booking = byId.get(id)!
      record(booking, 'booked', null, now, { to: booking.start })
      if (key) insertKey.run(key.key, key.hash, id, now.toISOString())
      return { kind: 'booked', booking }
    },
  )

  /** Moves a visit to another time if `isFree()` says it is free; false when it is not. */
  const move = db.transaction(
    (
      booking: Booking,
      to: { start: Date; end: Date },
      by: ChangedBy,
      reason: string | undefined,
      isFree: () => boolean,
      now: Date,
    ): boolean => {
      if (!isFree()) return false
      const status: BookingStatus = by === null ? 'booked' : 'confirmed'
      try {
        setTime.run(
          to.start.toISOString(),
          to.end.toISOString(),
          status,
          by === null ? 1 : 0,
          now.toISOString(),
          booking.id,
        )
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
      dropReminders.run(now.toISOString(), 'not sent: the visit was moved', booking.id)
      record(booking, 'moved', by, now, {
        reason,
        from: booking.start,
        to: to.start.toISOString(),
      })
      return true
    },
  )

  const cancel = db.transaction(
    (booking: Booking, by: ChangedBy, reason: string | undefined, now: Date) => {
      setStatus.run('cancelled', now.toISOString(), booking.id)
      dropReminders.run(now.toISOString(), 'not sent: the visit was cancelled', booking.id)
      record(booking, 'cancelled', by, now, { reason, from: booking.start })
    },
  )

  const confirm = db.transaction(
    (booking: Booking, by: string, now: Date, reason: string | undefined) => {
      setStatus.run('confirmed', now.toISOString(), booking.id)
      record(booking, 'confirmed', by, now, { reason })
    },
  )

  const lastChangeOf = db.prepare<[string, string], BookingChange>(`SELECT id,
    booking_id AS bookingId, at, action, member_id AS memberId, reason, from_start AS fromStart,
    to_start AS toStart FROM booking_changes WHERE booking_id = ? AND action = ?
    ORDER BY id DESC LIMIT 1`)

  // each change in a BEGIN IMMEDIATE transaction: it holds the write lock from its first read
  return {
    book: (...args: Parameters<typeof book>) => book.immediate(...args),
    move: (...args: Parameters<typeof move>) => move.immediate(...args),
    cancel: (...args: Parameters<typeof cancel>) => cancel.immediate(...args),
    confirm: (...args: Parameters<typeof confirm>) => confirm.immediate(...args),
    byId: (id: string) => byId.get(id),
    /** The request's visit that is not cancelled, if any. */
    activeOf: (leadId: string) => activeOfLead.get(leadId),
    /** The request's latest visit, cancelled or not. */
    latestOf: (leadId: string) => latestOfLead.get(leadId),
    /** Visits not cancelled that overlap [from, to). */
    between: (from: Date, to: Date) => between.all(from.toISOString(), to.toISOString()),
    /** Cancelled visits that were to start in [from, to). */
    cancelledBetween: (from: Date, to: Date) =>
      cancelledIn.all(from.toISOString(), to.toISOString()),
    change: (id: number) => changeById.get(id),
    /** The latest change of that kind to a visit (the cancellation and its reason). */
    lastChange: (bookingId: string, action: BookingAction) => lastChangeOf.get(bookingId, action),
  }
}

export type BookingStore = ReturnType<typeof bookingStore>
