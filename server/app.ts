import express, { Router } from 'express'
import helmet from 'helmet'
import type { LeadStore } from './db/leads'
import type { CmsConfig } from './env'
import type { TrustProxy } from './trust-proxy-setting'
import { HttpError, errorHandler } from './errors'
import { ownerRouter, type OwnerDeps } from './owner/routes'
import { requestLog, type LogLine } from './request-log'
import { deskFiles } from './owner/desk-files'
import { adminRouter } from './routes/admin'
import { contactRouter, type ContactDeps } from './routes/contact'
import { healthRouter } from './routes/health'
import { pageViewsRouter, type PageViewsDeps } from './routes/page-views'
import { townsRouter } from './routes/towns'
import { siteFiles } from './site-files'
import { compress } from './compress'
import { hashSource, setPolicy, sitePolicy } from './content-security-policy'
import { builtEntryLoader } from './built-site'
import type { Db } from './db/database'
import type { BookingRules } from '../shared/booking-rules'
import type { BookingLinks } from './booking/booking-links'
import { bookingService } from './booking/booking-service'
import { bookingPages } from './routes/booking-pages'
import { bookingsApi, TOO_MANY_BOOKINGS } from './routes/bookings-api'
import { DEFAULT_RATE_LIMIT, perAddressLimit } from './rate-limit'
import { calendarFeedRoute } from './routes/calendar-feed'

export type AppDeps = {
  store: LeadStore
  /** the built site; without it only /api is served */
  distDir?: string
  /** the pages' inline loader, allowed by its hash; read from distDir when not given */
  entryLoader?: string
  /** told of each new lead, so its e-mail and alerts go out at once */
  onLead?: (id: string) => void
  /** told of each change to a booked visit, so its e-mails and alerts go out at once */
  onBookingChange?: () => void
  contactRateLimit?: ContactDeps['rateLimit']
  /** Express 'trust proxy': a hop count or the proxies' addresses (never `true`) */
  trustProxy?: TrustProxy
  /** let the Google tag load and report (set when the site was built with GTAG_ID) */
  analytics?: boolean
  /** where photos sent with a lead are kept */
  photos?: ContactDeps['photos']
  /** the site's public origin, the one a form may be posted from */
  siteOrigin?: string
  /** the owner's editor at /admin (with distDir): its sign-in and local server */
  admin?: { siteUrl: string; cms: CmsConfig }
  /** the owner's desk API at /api/owner: its database and SITE_URL (passkeys, origin, links) */
  owner?: OwnerDeps
  /** booking the free consultation: its database, links and clock (tests move the clock) */
  booking?: { db: Db; links: BookingLinks; siteUrl: string; now?: () => Date; rules?: BookingRules }
  log?: (line: LogLine) => void
  /** the page view counts the pages' beacon adds to (POST /api/views); without it, none */
  pageViews?: PageViewsDeps
  /** application messages: bots dropped, mail state */
  notice?: (message: string) => void
}

/**
 * Browser features the site never uses, switched off for it and anything it might embed. The
 * photo picker of a form is a file input, which needs none of them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Builds the app without listening, so tests can drive it. */
export function createApp(deps: AppDeps) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.trustProxy ?? false)
  if (deps.log) app.use(requestLog(deps.log))
  app.use(
    helmet({
      // written by content-security-policy.ts, which page answers add their styles to
      contentSecurityPolicy: false,
      // the referrer keeps its origin across sites, so analytics can see where a visit came from
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // one framing rule: the CSP's frame-ancestors 'none' (X-Frame-Options would say SAMEORIGIN)
      xFrameOptions: false,
    }),
  )
  const entryLoader = deps.entryLoader ?? (deps.distDir && builtEntryLoader(deps.distDir))
  const policy = sitePolicy(
    deps.analytics ?? false,
    entryLoader ? hashSource(entryLoader) : undefined,
  )
  app.use((_req, res, next) => {
    setPolicy(res, policy)
    res.set('Permissions-Policy', PERMISSIONS_POLICY)
    next()
  })
  // compressed as it is answered, a range never: see compress.ts
  app.use(compress())

  app.use(healthRouter(deps.store.writable))

  const rateLimit = deps.contactRateLimit ?? DEFAULT_RATE_LIMIT
  const booking = deps.booking && {
    ...deps.booking,
    limiter: perAddressLimit({
      identifier: 'bookings',
      limit: rateLimit,
      message: TOO_MANY_BOOKINGS,
    }),
    service: bookingService({
      db: deps.booking.db,
      links: deps.booking.links,
      ...(deps.booking.now ? { now: deps.booking.now } : {}),
      ...(deps.booking.rules ? { rules: deps.booking.rules } : {}),
      ...(deps.onBookingChange ? { onChange: deps.onBookingChange } : {}),
    }),
  }

  const api = Router()
  api.use(townsRouter)
  if (deps.pageViews) api.use(pageViewsRouter(deps.pageViews))
  if (booking) api.use(bookingsApi(booking))
  api.use(
    contactRouter({
      store: deps.store,
      rateLimit,
      ...(booking ? { booking: booking.links } : {}),
      ...(deps.onLead ? { onLead: deps.onLead } : {}),
      ...(deps.notice ? { log: deps.notice } : {}),
      ...(deps.photos ? { photos: deps.photos } : {}),
      ...(deps.siteOrigin ? { siteOrigin: deps.siteOrigin } : {}),
      ...(deps.distDir ? { distDir: deps.distDir } : {}),
    }),
  )
  if (deps.owner) {
    api.use(
      '/owner',
      ownerRouter({
        ...deps.owner,
        ...(booking ? { booking: booking.service, bookingLinks: booking.links } : {}),
      }),
    )
  }
  api.use((req) => {
    throw new HttpError(404, `No such API endpoint: ${req.method} ${req.baseUrl}${req.path}`)
  })
  app.use('/api', api)

  if (booking) {
    const { service, links, siteUrl } = booking
    app.use(bookingPages({ ...booking, distDir: deps.distDir }))
    app.use(calendarFeedRoute(booking.db, service, links, siteUrl))
  }
  if (deps.distDir && deps.admin) app.use(adminRouter({ distDir: deps.distDir, ...deps.admin }))
  if (deps.distDir) app.use(deskFiles(deps.distDir))
  if (deps.distDir) app.use(siteFiles(deps.distDir))
  app.use(errorHandler)
  return app
}
