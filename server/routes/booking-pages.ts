/**
 * The homeowner's private booking page, /book/{token}: the free times as a plain form until a
 * visit is booked, then the visit with its calendar file and the forms that move or cancel it.
 * Each form posts back here and is answered 303 to the page (a reload never posts again), or
 * with the page saying what went wrong. Never cached, never indexed, never sent as a referrer.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import { multiLine } from '../../shared/plain-text'
import { paths } from '../../shared/paths'
import { requestReference } from '../../shared/request-reference'
import type { BookingLinks } from '../booking/booking-links'
import { bookingFrame, heading, notice } from '../booking/booking-page'
import {
  BookingRefused,
  HOMEOWNER_MOVES_MAX,
  type BookingService,
} from '../booking/booking-service'
import type { Booking } from '../booking/booking-store'
import { CALENDAR_TYPE } from '../booking/calendar-file'
import { pickTimeForm } from '../booking/pick-time-markup'
import { homeownerCalendar } from '../booking/visit-calendar'
import { CANCEL_REASON_MAX, cancelledDetails, visitDetails } from '../booking/visit-markup'
import { HttpError } from '../errors'
import { BOOKING_KEY_PATTERN, bookFor, bookRequest, firstProblem } from './bookings-api'
import { sentFromSite } from '../sent-from-site'

export type BookingPagesDeps = {
  service: BookingService
  links: BookingLinks
  siteUrl: string
  /** the per-address limit on booking requests, shared with the API */
  limiter: RequestHandler
  distDir?: string | undefined
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

const cancelForm = z.object({
  reason: z
    .string()
    .overwrite(multiLine)
    .trim()
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters`)
    .optional(),
})

export function bookingPages({ service, links, siteUrl, limiter, distDir }: BookingPagesDeps) {
  const page = bookingFrame(distDir)
  const origin = new URL(siteUrl).origin
  const base = paths.booking

  function send(res: Response, status: number, title: string, content: string) {
    res
      .status(status)
      .set({
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      })
      .type('html')
      .send(page(title, content))
  }

  /** The page of a link that books nothing: not one of ours, or its request gone. */
  const notValid = (res: Response, refusal: BookingRefused) =>
    send(
      res,
      refusal.status,
      'Link not valid',
      `${heading('This link is not valid')}${notice(refusal.message, 'problem')}`,
    )

  /** The page of a token, as it stands, with an optional message over it. */
  function show(req: Request, res: Response, status = 200, message?: string, values?: object) {
    const token = String(req.params.token)
    const lead = service.leadOfToken(token)
    const reference = requestReference(lead.id)
    const said = message ? notice(message, status >= 400 ? 'problem' : 'news') : ''
    const active = service.bookings.activeOf(lead.id)
    if (active) {
      const kind = service.kindOf(active.kind)
      return send(
        res,
        status,
        'Your free consultation',
        `${heading('Your free consultation is booked', `Reference ${reference}.`)}${said}${visitDetails(
          {
            token,
            booking: active,
            kind,
            icsUrl: links.calendarFileUrl(lead.id),
            // the other free times: its own is not a move
            moveSlots: service
              .slots(active.kind, undefined, active.id)
              .filter(
                (slot) => new Date(slot.start).getTime() !== new Date(active.start).getTime(),
              ),
            canMove: active.moves < HOMEOWNER_MOVES_MAX,
          },
        )}`,
      )
    }
    const latest = service.bookings.latestOf(lead.id)
    if (latest) {
      const reason = service.bookings.lastChange(latest.id, 'cancelled')?.reason ?? null
      return send(
        res,
        status,
        'Visit cancelled',
        `${heading('This visit was cancelled', 'This link no longer books. To book again, please call us.')}${said}${cancelledDetails(latest, service.kindOf(latest.kind), reason)}`,
      )
    }
    const kindId = typeof req.query.kind === 'string' ? req.query.kind : undefined
    const kind = service.kinds.find((k) => k.id === kindId) ?? service.kinds[0]!
    return send(
      res,
      status,
      'Pick a time for your free consultation',
      `${heading('Pick a time for your free consultation', `Your request reached us: reference ${reference}. Choose how you would like to meet and a time that suits you; it is booked at once, and we may call to confirm.`)}${said}${pickTimeForm(
        {
          token,
          kinds: service.kinds,
          kind,
          slots: service.slots(kind.id),
          all: req.query.all === '1',
          key: randomUUID(),
          values: values ?? {},
        },
      )}`,
    )
  }

  /** The visit of a token, or 404. */
  function visitOf(req: Request): Booking {
    const lead = service.leadOfToken(String(req.params.token))
    const booking = service.bookings.activeOf(lead.id)
    if (!booking) throw new BookingRefused(404, 'This request has no visit booked.')
    return booking
  }

  /** Runs a change; a refusal shows the page with its message, a bad link a plain page. */
  function answering(
    change: (req: Request, res: Response) => void,
    values?: (req: Request) => object,
  ) {
    return (req: Request, res: Response) => {
      if (!sentFromSite(req, origin))
        throw new HttpError(403, 'This form can be sent only from our own pages.')
      try {
        change(req, res)
      } catch (error) {
        if (!(error instanceof BookingRefused)) throw error
        if (error.status === 404 && !links.leadIdOf(String(req.params.token))) {
          return notValid(res, error)
        }
        show(req, res, error.status, error.message, values?.(req))
      }
    }
  }

  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })
  const done = (req: Request, res: Response) =>
    res.set('Cache-Control', 'no-store').redirect(303, `${base}/${String(req.params.token)}`)

  return Router()
    .use(
      `${base}/assets`,
      express.static(join(distDir ?? '.', 'book', 'assets'), {
        index: false,
        redirect: false,
        setHeaders: (res) => res.set('Cache-Control', IMMUTABLE),
      }),
    )
    .get(`${base}/:token`, (req, res) => {
      try {
        show(req, res)
      } catch (error) {
        if (!(error instanceof BookingRefused)) throw error
        notValid(res, error)
      }
    })
    .get(`${base}/:token/visit.ics`, (req, res) => {
      try {
        const lead = service.leadOfToken(String(req.params.token))
        const booking = service.bookings.latestOf(lead.id)
        if (!booking) throw new BookingRefused(404, 'This request has no visit booked.')
        res
          .set({
            'Cache-Control': 'no-store',
            'Content-Disposition': 'attachment; filename="consultation.ics"',
          })
          .type(CALENDAR_TYPE)
          .send(homeownerCalendar(booking, service, siteUrl, links.pageUrl(lead.id)))
      } catch (error) {
        if (!(error instanceof BookingRefused)) throw error
        throw new HttpError(error.status, error.message)
      }
    })
    .post(
      `${base}/:token`,
      limiter,
      form,
      answering(
        (req, res) => {
          const { key, ...rest }: Record<string, unknown> = {
            ...(req.body as Record<string, unknown>),
            token: req.params.token,
          }
          const body = bookRequest.safeParse(
            Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')),
          )
          if (!body.success) throw new BookingRefused(400, firstProblem(body.error))
          const checkedKey =
            typeof key === 'string' && BOOKING_KEY_PATTERN.test(key) ? key : undefined
          bookFor(service, body.data, checkedKey)
          done(req, res)
        },
        (req) => req.body as object,
      ),
    )
    .post(
      `${base}/:token/move`,
      limiter,
      form,
      answering((req, res) => {
        const start = (req.body as Record<string, unknown>).start
        if (typeof start !== 'string') throw new BookingRefused(400, 'Please choose a time.')
        service.moveByHomeowner(visitOf(req), start)
        done(req, res)
      }),
    )
    .post(
      `${base}/:token/cancel`,
      limiter,
      form,
      answering((req, res) => {
        const body = cancelForm.safeParse(req.body)
        if (!body.success) throw new BookingRefused(400, firstProblem(body.error))
        service.cancel(visitOf(req), null, body.data.reason || undefined)
        done(req, res)
      }),
    )
}
