/**
 * The desk's booking API, for a signed-in person only (mounted behind requireMember, routes.ts):
 * the agenda, confirming, moving and cancelling a visit (the homeowner is told by e-mail through
 * the outbox), the blocked times and the calendar feed's address. Each change is written to the
 * audit log. Dates are New York's, turned into instants by Temporal.
 */
import { Router } from 'express'
import { Temporal } from 'temporal-polyfill'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import {
  agendaQuery,
  BLOCK_DAYS_MAX,
  blockRequestOf,
  cancelRequest,
  confirmRequest,
  moveRequest,
  type AgendaAnswer,
  type BlocksAnswer,
  type CalendarAnswer,
  type DeskBlock,
  type DeskVisit,
  type VisitAnswer,
} from '../../shared/booking-desk-api'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { requestReference } from '../../shared/request-reference'
import type { Db } from '../db/database'
import type { BlockedTimes } from '../booking/block-store'
import type { BookingLinks } from '../booking/booking-links'
import { BookingRefused, type BookingService } from '../booking/booking-service'
import type { Booking } from '../booking/booking-store'
import { calendarFeedGeneration } from '../booking/calendar-feed-generation'
import { instantOfTime, localDayAndTime, zonedIso } from '../booking/local-time'
import { HttpError } from '../errors'
import { audit, type AuditAction } from './audit-log'
import { bodyAs } from './request-body'
import { signedInMember } from './require-member'

const NO_SUCH_VISIT = 'No such visit: it may have been deleted with its request.'
const ALREADY_CANCELLED = 'This visit was cancelled already.'
/** Upcoming blocks reach this far: the end of the ISO 8601 years, which still sort as text. */
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z')

/** A line in the audit log, of one of the booking actions. */
const audited = (
  db: Db,
  memberId: string,
  action: Extract<
    AuditAction,
    `booking-${string}` | 'blocked-time' | 'unblocked-time' | 'replaced-calendar-address'
  >,
  leadId?: string,
  detail?: string,
) => audit(db, memberId, action, leadId, detail)

/** The start of a New York date, as an instant (midnight, or the hour a clock change leaves). */
const startOfDay = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime(BOOKING_TIME_ZONE).epochMilliseconds)

/** An instant on New York’s calendar and clock. */
const zonedAt = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(BOOKING_TIME_ZONE)

const deskBlock = (block: BlockedTimes): DeskBlock => ({
  id: block.id,
  start: zonedIso(block.start),
  end: zonedIso(block.end),
  note: block.note,
})

/** GET /agenda, POST /bookings/:id/*, GET POST /blocks, DELETE /blocks/:id, the calendar's address. */
export function bookingRoutes(db: Db, service: BookingService, links: BookingLinks): Router {
  const { bookings, blocks, leads } = service
  const generation = calendarFeedGeneration(db)

  const visitOf = (booking: Booking): DeskVisit | undefined => {
    const lead = leads.byId(booking.leadId)
    if (!lead) return undefined
    const kind = service.kinds.find((k) => k.id === booking.kind)
    return {
      booking: {
        id: booking.id,
        // a kind the owner has since taken out of content/booking.yaml shows by its id
        kind: { id: booking.kind, name: kind?.name ?? booking.kind },
        place: booking.place,
        start: zonedIso(booking.start),
        end: zonedIso(booking.end),
        status: booking.status,
        town: booking.town,
        address: booking.address,
      },
      lead: {
        id: lead.id,
        reference: requestReference(lead.id),
        firstName: lead.firstName,
        lastName: lead.lastName,
        phone: lead.phone,
        email: lead.email,
        service: serviceLabel((lead.serviceType ?? undefined) as ServiceType),
      },
    }
  }

  /** The visit of the address, not cancelled, or 404 / 409. */
  const openVisit = (id: string | undefined): Booking => {
    const booking = id ? bookings.byId(id) : undefined
    if (!booking) throw new HttpError(404, NO_SUCH_VISIT)
    if (booking.status === 'cancelled') throw new HttpError(409, ALREADY_CANCELLED)
    return booking
  }

  /** The service's refusal, said with its own status and words. */
  const refused = (error: unknown) =>
    error instanceof BookingRefused ? new HttpError(error.status, error.message) : error

  const answerVisit = (id: string): VisitAnswer => ({ visit: visitOf(bookings.byId(id)!)! })

  const router = Router()

  router.get('/agenda', (req, res) => {
    const query = agendaQuery.safeParse(req.query)
    if (!query.success) {
      throw new HttpError(400, `Please check: ${query.error.issues[0]?.message}.`)
    }
    const today = zonedAt(service.now()).toPlainDate()
    const from = query.data.from ? Temporal.PlainDate.from(query.data.from) : today
    const start = startOfDay(from)
    const end = startOfDay(from.add({ days: query.data.days }))
    const visitsOf = (list: readonly Booking[]) => list.flatMap((b) => visitOf(b) ?? [])
    const cancelled = bookings.cancelledBetween(start, end)
    const answer: AgendaAnswer = {
      today: today.toString(),
      from: from.toString(),
      days: query.data.days,
      visits: visitsOf(bookings.between(start, end)),
      cancelled: visitsOf(cancelled).map((visit) => ({
        ...visit,
        reason: bookings.lastChange(visit.booking.id, 'cancelled')?.reason ?? null,
      })),
    }
    res.json(answer)
  })

  router.post('/bookings/:id/confirm', (req, res) => {
    const booking = openVisit(req.params.id)
    const { reason } = bodyAs(confirmRequest, req.body)
    // a second tap sends the homeowner no second e-mail
    if (booking.status === 'confirmed') {
      res.json(answerVisit(booking.id))
      return
    }
    const member = signedInMember(res)
    try {
      service.confirm(booking, member.id, reason || undefined)
    } catch (error) {
      throw refused(error)
    }
    audited(db, member.id, 'booking-confirmed', booking.leadId, reason)
    res.json(answerVisit(booking.id))
  })

  router.post('/bookings/:id/move', (req, res) => {
    const booking = openVisit(req.params.id)
    const { start, reason } = bodyAs(moveRequest, req.body)
    const to = instantOfTime(start)
    if (to.getTime() <= service.now().getTime()) {
      throw new HttpError(400, 'That time has passed: please choose a later one.')
    }
    const member = signedInMember(res)
    try {
      service.moveByOwner(booking, to, member.id, reason)
    } catch (error) {
      throw refused(error)
    }
    const detail = `${localDayAndTime(booking.start)} → ${localDayAndTime(to)}`
    audited(db, member.id, 'booking-moved', booking.leadId, detail)
    res.json(answerVisit(booking.id))
  })

  router.post('/bookings/:id/cancel', (req, res) => {
    const booking = openVisit(req.params.id)
    const { reason } = bodyAs(cancelRequest, req.body)
    const member = signedInMember(res)
    try {
      service.cancel(booking, member.id, reason)
    } catch (error) {
      throw refused(error)
    }
    audited(db, member.id, 'booking-cancelled', booking.leadId, localDayAndTime(booking.start))
    res.json(answerVisit(booking.id))
  })

  router.get('/blocks', (_req, res) => {
    const answer: BlocksAnswer = {
      blocks: blocks.between(service.now(), LAST_INSTANT).map(deskBlock),
    }
    res.json(answer)
  })

  router.post('/blocks', (req, res) => {
    const body = bodyAs(blockRequestOf(req.body), req.body)
    let from: Date
    let to: Date
    if ('date' in body) {
      const first = Temporal.PlainDate.from(body.date)
      from = startOfDay(first)
      to = startOfDay(first.add({ days: body.days }))
    } else {
      from = instantOfTime(body.from)
      to = instantOfTime(body.to)
      if (to <= from) throw new HttpError(400, 'The block must end after it starts.')
      // counted in New York days, so a block over a clock change may be an hour longer
      const longest = zonedAt(from).add({ days: BLOCK_DAYS_MAX }).epochMilliseconds
      if (to.getTime() > longest) {
        throw new HttpError(400, `A block can be at most ${BLOCK_DAYS_MAX} days long.`)
      }
    }
    if (to <= service.now()) throw new HttpError(400, 'That time has passed already.')
    const member = signedInMember(res)
    const block = blocks.add(from, to, body.note, member.id, service.now())
    const detail = `${localDayAndTime(from)} to ${localDayAndTime(to)}${body.note ? `: ${body.note}` : ''}`
    audited(db, member.id, 'blocked-time', undefined, detail)
    res.status(201).json(deskBlock(block))
  })

  router.delete('/blocks/:id', (req, res) => {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0
    if (!blocks.remove(id))
      throw new HttpError(404, 'No such blocked time: it may be removed already.')
    audited(db, signedInMember(res).id, 'unblocked-time', undefined, `block ${id}`)
    res.status(204).end()
  })

  router.get('/calendar', (_req, res) => {
    const answer: CalendarAnswer = { url: links.feedUrl(generation.current()) }
    res.json(answer)
  })

  router.post('/calendar/revoke', (_req, res) => {
    const next = generation.revoke()
    audited(db, signedInMember(res).id, 'replaced-calendar-address')
    const answer: CalendarAnswer = { url: links.feedUrl(next) }
    res.json(answer)
  })

  return router
}
