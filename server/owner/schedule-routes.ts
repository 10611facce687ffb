/**
 * The desk's schedule settings, for a signed-in person only (mounted behind requireMember,
 * routes.ts): the times blocked for visits (a holiday, a job that runs long) and the address of
 * the owner's calendar feed, which the desk can replace. Each change is written to the audit log.
 */
import { Router } from 'express'
import { Temporal } from 'temporal-polyfill'
import {
  BLOCK_DAYS_MAX,
  blockRequestOf,
  type BlocksAnswer,
  type CalendarAnswer,
  type DeskBlock,
} from '../../shared/booking-desk-api'
import type { Db } from '../db/database'
import type { BlockedTimes } from '../booking/block-store'
import type { BookingLinks } from '../booking/booking-links'
import type { BookingService } from '../booking/booking-service'
import { calendarFeedGeneration } from '../booking/calendar-feed-generation'
import {
  instantOfTime,
  localDayAndTime,
  startOfNewYorkDay,
  zonedAt,
  zonedIso,
} from '../booking/local-time'
import { HttpError } from '../errors'
import { audit } from './audit-log'
import { bodyAs } from './request-body'
import { signedInMember } from './require-member'

/** Upcoming blocks reach this far: the end of the ISO 8601 years, which still sort as text. */
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z')

const deskBlock = (block: BlockedTimes): DeskBlock => ({
  id: block.id,
  start: zonedIso(block.start),
  end: zonedIso(block.end),
  note: block.note,
})

/** GET and POST /blocks, DELETE /blocks/:id, GET /calendar, POST /calendar/revoke. */
export function scheduleRoutes(db: Db, service: BookingService, links: BookingLinks): Router {
  const { blocks } = service
  const generation = calendarFeedGeneration(db)
  const router = Router()

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
      from = startOfNewYorkDay(first)
      to = startOfNewYorkDay(first.add({ days: body.days }))
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
    audit(db, member.id, 'blocked-time', undefined, detail)
    res.status(201).json(deskBlock(block))
  })

  router.delete('/blocks/:id', (req, res) => {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0
    if (!blocks.remove(id))
      throw new HttpError(404, 'No such blocked time: it may be removed already.')
    audit(db, signedInMember(res).id, 'unblocked-time', undefined, `block ${id}`)
    res.status(204).end()
  })

  router.get('/calendar', (_req, res) => {
    const answer: CalendarAnswer = { url: links.feedUrl(generation.current()) }
    res.json(answer)
  })

  router.post('/calendar/revoke', (_req, res) => {
    const next = generation.revoke()
    audit(db, signedInMember(res).id, 'replaced-calendar-address')
    const answer: CalendarAnswer = { url: links.feedUrl(next) }
    res.json(answer)
  })

  return router
}
