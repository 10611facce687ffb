/**
 * The booking API the picker uses: GET /api/bookings/slots (free times, no personal data) and
 * POST /api/bookings (book a time with the token of the request's private link, once per
 * Idempotency-Key). A time taken a moment earlier is answered 409 with the next free times.
 */
import { createHash } from 'node:crypto'
import express, { Router, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import { singleLine } from '../../shared/plain-text'
import { BOOKING_TOKEN_PATTERN, type BookingLinks } from '../booking/booking-links'
import { BookingRefused, type BookingService } from '../booking/booking-service'
import type { Booking } from '../booking/booking-store'
import { zonedIso } from '../booking/local-time'
import { HttpError } from '../errors'

export type BookingsApiDeps = {
  service: BookingService
  links: BookingLinks
  /** the per-address limit on booking requests, shared with the booking page's forms */
  limiter: RequestHandler
}

/** An Idempotency-Key as the site's pages make them: a UUID, or up to 64 safe characters. */
export const BOOKING_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

const line = (max: number, name: string) =>
  z
    .string(`${name} must be text`)
    .overwrite(singleLine)
    .trim()
    .max(max, `${name} must be at most ${max} characters`)

/** POST /api/bookings; the town and street are asked only for an in-home visit. */
export const bookRequest = z
  .object({
    token: z
      .string('token is required')
      .regex(BOOKING_TOKEN_PATTERN, 'token must be the last part of your booking link'),
    kind: z.string('kind is required').max(40, 'kind is not one we offer'),
    start: z.string('start is required').max(40, 'start must be a date and time'),
    town: line(60, 'town').optional(),
    address: line(120, 'address').optional(),
  })
  .strict()

export type BookBody = z.infer<typeof bookRequest>

/** The sentence of the first problem of a body that failed the schema. */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `Please check: ${issue.message}.` : 'Please check the request.'
}

/** Same key, same request: the fingerprint a retried booking is told apart by. */
export function bookingHash(body: BookBody): string {
  const fields = [body.token, body.kind, body.start, body.town ?? null, body.address ?? null]
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

/**
 * Books what a checked request asks for, on the lead its token stands for, once per `key` (a
 * checked Idempotency-Key): the API's and the booking page's form's one way in.
 */
export function bookFor(service: BookingService, body: BookBody, key?: string) {
  const lead = service.leadOfToken(body.token)
  const outcome = service.book({
    leadId: lead.id,
    kind: body.kind,
    start: body.start,
    town: body.town,
    address: body.address,
    key: key ? { key, hash: bookingHash(body) } : undefined,
  })
  return { lead, outcome }
}

/** What a booked visit is to the API. */
export function bookedAnswer(booking: Booking, links: BookingLinks) {
  return {
    id: booking.id,
    start: zonedIso(booking.start),
    end: zonedIso(booking.end),
    kind: booking.kind,
    icsUrl: links.calendarFileUrl(booking.leadId),
    manageUrl: links.pageUrl(booking.leadId),
  }
}

/** Answers a refusal: 409 carries the next free times, to offer instead. */
export function answerRefusal(res: Response, refusal: BookingRefused) {
  res.status(refusal.status).json({
    message: refusal.message,
    ...(refusal.nextSlots ? { slots: refusal.nextSlots } : {}),
  })
}

export const TOO_MANY_BOOKINGS =
  'Too many booking requests from your network. Please wait a few minutes or call us.'

export function bookingsApi({ service, links, limiter }: BookingsApiDeps) {
  return Router()
    .get('/bookings/slots', (req, res) => {
      res.set('Cache-Control', 'no-store')
      const kind = req.query.kind
      if (typeof kind !== 'string' || kind === '') {
        throw new HttpError(400, 'Please say which kind of visit: ?kind=in-home, for example.')
      }
      try {
        res.json({ slots: service.slots(kind) })
      } catch (error) {
        if (!(error instanceof BookingRefused)) throw error
        answerRefusal(res, error)
      }
    })
    .post('/bookings', limiter, express.json({ limit: '4kb' }), (req, res) => {
      res.set('Cache-Control', 'no-store')
      if (!req.is('application/json')) {
        throw new HttpError(
          415,
          'Please send the booking as JSON (Content-Type: application/json).',
        )
      }
      const body = bookRequest.safeParse(req.body)
      if (!body.success) throw new HttpError(400, firstProblem(body.error))
      const keyHeader = req.get('idempotency-key')
      if (keyHeader !== undefined && !BOOKING_KEY_PATTERN.test(keyHeader)) {
        throw new HttpError(400, 'The Idempotency-Key must be 8 to 64 letters, digits, - or _.')
      }
      try {
        const { lead, outcome } = bookFor(service, body.data, keyHeader)
        if (outcome.kind === 'already') {
          res.status(409).json({
            message: 'This request already has a visit booked. Open its page to move or cancel it.',
            manageUrl: links.pageUrl(lead.id),
          })
          return
        }
        res.status(201).json(bookedAnswer(outcome.booking, links))
      } catch (error) {
        if (!(error instanceof BookingRefused)) throw error
        answerRefusal(res, error)
      }
    })
}
