/**
 * POST /api/views: the pages' beacon, one per page view, counted per page, New York day and
 * referring host (server/db/page-views.ts). No cookie is set or read and the address is used
 * only by the in-memory rate limit. A view is answered 204 whether it was counted or not: a
 * program's (bots), one sent with Global Privacy Control or Do Not Track, one of a page the site
 * does not have, one over the limit or one met by another process's lock is left out, and the
 * page has nothing to do about any of them.
 */
import express, { Router, type Request } from 'express'
import { z } from 'zod'
import { hostName, pageAddress } from '../../shared/lead-source'
import { paths } from '../../shared/paths'
import { findRoute } from '../../shared/routes'
import { VIEW_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import type { PageViewBeacon } from '../../shared/visit-source'
import { isProgram } from '../bot-agents'
import { isBusy } from '../db/busy'
import type { PageViews } from '../db/page-views'
import { HttpError } from '../errors'
import { perAddressLimit, type RateLimit } from '../rate-limit'

/** Views one address may have counted per window: a person reads far fewer pages. */
export const VIEWS_RATE_LIMIT: RateLimit = { max: 300, windowMs: 15 * 60_000 }

const DAY_MS = 24 * 60 * 60_000
/** A clock a little ahead of ours is not a view from the future. */
const CLOCK_SKEW_MS = 5 * 60_000

const beacon = z.object({
  path: pageAddress,
  referrerHost: hostName.optional(),
  readAt: z.iso.datetime().optional(),
}) satisfies z.ZodType<PageViewBeacon>

/** Whether the browser asks not to be counted: Global Privacy Control or Do Not Track. */
function optedOut(req: Request): boolean {
  return req.get('sec-gpc') === '1' || req.get('dnt') === '1'
}

/** Whether a view is to be counted at all, before its body is read. */
const counted = (req: Request) => !optedOut(req) && !isProgram(req.get('user-agent'))

/** When a view was read: now, or a queued view's own time within the worker's retention. */
function readTime(readAt: string | undefined, now: Date): Date {
  if (readAt === undefined) return now
  const at = new Date(readAt)
  const age = now.getTime() - at.getTime()
  return age <= VIEW_QUEUE_RETENTION_DAYS * DAY_MS && age >= -CLOCK_SKEW_MS ? at : now
}

export type PageViewsDeps = {
  views: PageViews
  limit?: RateLimit
  now?: () => Date
}

/** POST /views, under /api. */
export function pageViewsRouter({
  views,
  limit = VIEWS_RATE_LIMIT,
  now = () => new Date(),
}: PageViewsDeps) {
  const limiter = perAddressLimit({
    identifier: 'views',
    limit,
    message: '',
    // what is not counted uses none of the limit; what is over it is not counted either
    skip: (req) => !counted(req),
    whenOver: (_req, res) => void res.status(204).end(),
  })
  return Router().post(
    paths.viewsApi.replace(/^\/api/, ''),
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store')
      next()
    },
    express.json({ limit: '1kb' }),
    limiter,
    (req, res) => {
      const read = beacon.safeParse(req.body)
      if (!read.success) {
        throw new HttpError(400, 'A page view needs the path of one of our pages (JSON).')
      }
      const { path, referrerHost, readAt } = read.data
      if (counted(req) && findRoute(path)) {
        try {
          views.count({ path, referrerHost, at: readTime(readAt, now()) })
        } catch (error) {
          // a count is not worth waiting for another process's lock
          if (!isBusy(error)) throw error
        }
      }
      res.status(204).end()
    },
  )
}
