/**
 * Booking the free consultation, as every entry point uses it (the homeowner's page and API, the
 * desk, the calendar feed): the owner's rules (content/booking.yaml), the free times, and the
 * changes, each checked against the times taken inside its own transaction.
 */
import { bookingRules as contentRules } from '../../.content/booking'
import type { AppointmentKind, BookingRules, Weekday } from '../../shared/booking-rules'
import { business } from '../../shared/business'
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'
import { blockStore } from './block-store'
import type { BookingLinks } from './booking-links'
import { bookingStore, type Booking, type BookingKey, type ChangedBy } from './booking-store'
import { reminderAt } from './reminder-time'
import { servedTown } from './served-towns'
import { freeSlots, isFreeSlot, type Slot, type SlotQuery } from './slots'

export type BookingDeps = {
  db: Db
  links: BookingLinks
  rules?: BookingRules
  /** the clock; tests move it */
  now?: () => Date
  /** told after each change, so its e-mails and alerts go out at once */
  onChange?: () => void
}

/** A request to book, as the homeowner's page and the API send it. */
export type BookRequest = {
  leadId: string
  kind: string
  start: string
  town?: string | undefined
  address?: string | undefined
  key?: BookingKey | undefined
}

/** Why a request to book or move was refused, in words the homeowner reads. */
export class BookingRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    /** for 409: the next free times of that kind */
    readonly nextSlots?: Slot[],
  ) {
    super(message)
  }
}

/** How many free times a 409 offers instead. */
const NEXT_SLOTS = 6
const DAY_MS = 86_400_000
/** how often a homeowner may move a visit before they are asked to call */
export const HOMEOWNER_MOVES_MAX = 3

/** The booking service over one database. */
export function bookingService({
  db,
  links,
  rules = contentRules,
  now = () => new Date(),
  onChange = () => {},
}: BookingDeps) {
  const bookings = bookingStore(db, reminderAt)
  const blocks = blockStore(db)
  const leads = leadStore(db)
  const workingDays = business.hours.days as readonly Weekday[]
  const kindById = new Map(rules.kinds.map((kind) => [kind.id, kind]))

  function kindOf(id: string): AppointmentKind {
    const kind = kindById.get(id)
    if (!kind) {
      throw new BookingRefused(
        400,
        `There is no appointment of the kind "${id}". Choose one of: ${rules.kinds.map((k) => k.id).join(', ')}.`,
      )
    }
    return kind
  }

  /** The slot query at `at` for a kind, the visit `ignoring` left out of the times taken. */
  function query(kindId: string, at: Date, ignoring?: string): SlotQuery {
    const from = new Date(at.getTime() - DAY_MS)
    const to = new Date(at.getTime() + (rules.horizonDays + 2) * DAY_MS)
    return {
      rules,
      kindId,
      now: at,
      workingDays,
      taken: bookings
        .between(from, to)
        .filter((booking) => booking.id !== ignoring)
        .map((booking) => ({
          start: new Date(booking.start),
          end: new Date(booking.end),
          place: booking.place,
        })),
      blocked: blocks
        .between(from, to)
        .map((block) => ({ start: new Date(block.start), end: new Date(block.end) })),
    }
  }

  function slots(kindId: string, limit?: number, ignoring?: string): Slot[] {
    kindOf(kindId)
    const q = query(kindId, now(), ignoring)
    return freeSlots(limit === undefined ? q : { ...q, limit })
  }

  const taken = (kindId: string, ignoring?: string) =>
    new BookingRefused(
      409,
      'That time was just taken. Please choose one of the next free times.',
      slots(kindId, NEXT_SLOTS, ignoring),
    )

  /** The lead a homeowner's token stands for, or 404. */
  function leadOfToken(token: string) {
    const leadId = links.leadIdOf(token)
    const lead = leadId ? leads.byId(leadId) : undefined
    if (!lead) {
      throw new BookingRefused(
        404,
        `This booking link is not valid. Please use the link from your confirmation e-mail, or call us at ${business.phone.display}.`,
      )
    }
    return lead
  }

  /** The town of an in-home visit: one we serve, else 400. */
  function homeTown(kind: AppointmentKind, town: string | undefined) {
    if (kind.place !== 'home' || !town) return undefined
    const served = servedTown(town)
    if (!served) {
      throw new BookingRefused(
        400,
        `We visit homes only in the towns we serve, and ${town} is not one of them. Please choose a showroom visit or a video call, or call us at ${business.phone.display}.`,
      )
    }
    return served.name
  }

  /** The instant a request names, or 400. */
  function instant(text: string): Date {
    const at = new Date(text)
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) {
      throw new BookingRefused(
        400,
        'The time must be a date and time with its offset, such as 2026-03-09T09:00:00-04:00.',
      )
    }
    return at
  }

  function book(request: BookRequest) {
    const kind = kindOf(request.kind)
    const start = instant(request.start)
    const town = homeTown(kind, request.town)
    const at = now()
    const latest = bookings.latestOf(request.leadId)
    if (latest?.status === 'cancelled' && !bookings.activeOf(request.leadId)) {
      throw new BookingRefused(
        404,
        `This visit was cancelled, and its link no longer books. To book again, call us at ${business.phone.display}.`,
      )
    }
    const visit = {
      leadId: request.leadId,
      kind: kind.id,
      place: kind.place,
      start,
      end: new Date(start.getTime() + kind.minutes * 60_000),
      town,
      address: kind.place === 'home' ? request.address : undefined,
    }
    // asked again inside the transaction: what it reads there no other request can change
    const free = () => isFreeSlot(query(kind.id, at), request.start) !== undefined
    const outcome = bookings.book(visit, free, at, request.key)
    if (outcome.kind === 'conflict') {
      throw new BookingRefused(
        409,
        'This booking request was already sent with other details. Please reload the page.',
      )
    }
    if (outcome.kind === 'taken') throw taken(kind.id)
    if (outcome.kind === 'booked') onChange()
    return outcome
  }

  /** Moves a visit to a free time of its kind: the homeowner's move (its own time: no move). */
  function moveByHomeowner(booking: Booking, start: string) {
    if (booking.moves >= HOMEOWNER_MOVES_MAX) {
      throw new BookingRefused(
        409,
        `This visit was moved ${HOMEOWNER_MOVES_MAX} times already. Please call us at ${business.phone.display} to find a time.`,
      )
    }
    const kind = kindOf(booking.kind)
    const from = instant(start)
    // the time it already has: nothing moves, and no move is counted
    if (from.getTime() === new Date(booking.start).getTime()) return booking
    const at = now()
    const to = { start: from, end: new Date(from.getTime() + kind.minutes * 60_000) }
    const free = () => isFreeSlot(query(kind.id, at, booking.id), start) !== undefined
    if (!bookings.move(booking, to, null, undefined, free, at)) {
      throw taken(booking.kind, booking.id)
    }
    onChange()
    return bookings.byId(booking.id)!
  }

  /**
   * Moves a visit to any time the owner chooses: outside the offered hours too (agreed on the
   * phone), but never over another visit.
   */
  function moveByOwner(booking: Booking, start: Date, memberId: string, reason: string) {
    const kind = kindOf(booking.kind)
    const at = now()
    const end = new Date(start.getTime() + kind.minutes * 60_000)
    const clear = () => bookings.between(start, end).every((other) => other.id === booking.id)
    if (!bookings.move(booking, { start, end }, memberId, reason, clear, at)) {
      throw new BookingRefused(409, 'Another visit is booked at that time.')
    }
    onChange()
    return bookings.byId(booking.id)!
  }

  return {
    rules,
    kinds: rules.kinds,
    kindOf,
    slots,
    leadOfToken,
    book,
    moveByHomeowner,
    moveByOwner,
    instant,
    cancel(booking: Booking, by: ChangedBy, reason?: string) {
      bookings.cancel(booking, by, reason, now())
      onChange()
    },
    confirm(booking: Booking, memberId: string, note?: string) {
      bookings.confirm(booking, memberId, now(), note)
      onChange()
    },
    bookings,
    blocks,
    leads,
    now,
  }
}

export type BookingService = ReturnType<typeof bookingService>
