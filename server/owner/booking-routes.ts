/**
 * The desk's booking API, for a signed-in person only (mounted behind requireMember, routes.ts):
 * the agenda, and confirming, moving and cancelling a visit (the homeowner is told by e-mail
 * through the outbox). Each change is written to the audit log. Dates are New York's, turned
 * into instants by Temporal (local-time.ts).
 */
import { Router } from 'express'
import { Temporal } from 'temporal-polyfill'
import {
  agendaQuery,
  cancelRequest,
  confirmRequest,
  moveRequest,
  type AgendaAnswer,
  type DeskVisit,
  type VisitAnswer,
} from '../../shared/booking-desk-api'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { requestReference } from '../../shared/request-reference'
import type { Db } from '../db/database'
import { BookingRefused, type BookingService } from '../booking/booking-service'
import type { Booking } from '../booking/booking-store'
import {
  instantOfTime,
  localDayAndTime,
  startOfNewYorkDay,
  zonedAt,
  zonedIso,
} from '../booking/local-time'
import { HttpError } from '../errors'
import { audit, type AuditAction } from './audit-log'
import { bodyAs } from './request-body'
import { signedInMember } from './require-member'

const NO_SUCH_VISIT = 'No such visit: it may have been deleted with its request.'
const ALREADY_CANCELLED = 'This visit was cancelled already.'

/** A line in the audit log, of a change to a visit. */
const audited = (
  db: Db,
  memberId: string,
  action: Extract<AuditAction, `booking-${string}`>,
  leadId: string,
  detail?: string,
) => audit(db, memberId, action, leadId, detail)

/** GET /agenda, POST /bookings/:id/confirm, /move and /cancel. */
export function bookingRoutes(db: Db, service: BookingService): Router {
  const { bookings, leads } = service

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
    const start = startOfNewYorkDay(from)
    const end = startOfNewYorkDay(from.add({ days: query.data.days }))
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

  return router
}
