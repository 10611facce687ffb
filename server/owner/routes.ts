/**
 * /api/owner: the owner's desk. Every answer is `Cache-Control: no-store`; every change must come
 * from the site's own page (403 otherwise, before anything is read); bodies are small JSON.
 * Sign-in comes first (sign-in-routes.ts), then everything behind a session (member-routes.ts).
 */
import { Router } from 'express'
import { DEFAULT_RATE_LIMIT } from '../rate-limit'
import type { Db } from '../db/database'
import type { TeamPush } from '../alerts/team-push'
import type { BookingLinks } from '../booking/booking-links'
import type { BookingService } from '../booking/booking-service'
import { alertRoutes } from './alert-routes'
import { bookingRoutes } from './booking-routes'
import { scheduleRoutes } from './schedule-routes'
import { inboxRoutes } from './inbox-routes'
import { insightsRoutes } from './insights-routes'
import { memberRoutes } from './member-routes'
import { relyingParty } from './relying-party'
import { readJsonBody } from './request-body'
import { requireMember, requireSiteOrigin } from './require-member'
import { signInRoutes, type SignInLimit } from './sign-in-routes'

export type OwnerDeps = {
  db: Db
  /** DATA_DIR: where the photos sent with leads are kept */
  dataDir: string
  /** SITE_URL: the passkeys' relying party, the origin changes must come from, the links */
  siteUrl: string
  /** the team's phone alerts: devices, test alerts (without it, the alert routes are absent) */
  push?: TeamPush
  /** booking: the agenda, blocked times, changes to visits, the calendar feed */
  booking?: BookingService
  /** the booking links: the calendar feed's address (with `booking`) */
  bookingLinks?: BookingLinks
  /** sign-in attempts (invite checks, passkey options) per address; 10 per 15 minutes unless set */
  signInLimit?: SignInLimit
  /** the clock the figures count back from (tests fix it) */
  now?: () => Date
}

/** The desk's API, to mount at /api/owner. */
export function ownerRouter({
  db,
  dataDir,
  siteUrl,
  push,
  booking,
  bookingLinks,
  signInLimit = DEFAULT_RATE_LIMIT,
  now,
}: OwnerDeps) {
  const site = relyingParty(siteUrl)
  return Router()
    .use((_req, res, next) => {
      res.set('Cache-Control', 'no-store')
      next()
    })
    .use(requireSiteOrigin(site))
    .use(readJsonBody)
    .use(signInRoutes(db, site, signInLimit))
    .use(requireMember(db, siteUrl))
    .use(memberRoutes(db, site))
    .use(inboxRoutes(db, dataDir))
    .use(insightsRoutes(db, now))
    .use(booking ? bookingRoutes(db, booking) : Router())
    .use(booking && bookingLinks ? scheduleRoutes(db, booking, bookingLinks) : Router())
    .use(push ? alertRoutes(push) : Router())
}
