/**
 * A fixture for "Where requests come from": seven requests of known sources, towns, services and
 * outcomes, and page views on known days, all placed relative to `now`, so the API test (with a
 * fixed clock) and the desk's browser test (with the real one) read the same figures. Pages and
 * towns are taken from the route registry and the catalog, not typed.
 */
import { randomUUID } from 'node:crypto'
import { addDays } from '../../shared/booking-desk-api'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import type { ServiceType } from '../../shared/contact-request'
import type { LeadSource } from '../../shared/lead-source'
import { localDateKey } from '../../shared/new-york-time'
import type { LeadStatus } from '../../shared/owner-api'
import { paths } from '../../shared/paths'
import { routes } from '../../shared/routes'
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

const [placeA, placeB] = westchesterPlaces
if (!placeA || !placeB) throw new Error('the fixture needs two Westchester places')

/** The pages the fixture's visits begin on and send from. */
export const FIXTURE_PAGES = {
  home: '/',
  service: routes.find((route) => route.template === 'service')!.path,
  townA: paths.town(placeA.slug),
  contact: paths.contact,
  estimate: paths.estimate,
} as const

/** The towns the fixture's requests are about. */
export const FIXTURE_TOWNS = { a: placeA.town, b: placeB.town } as const

type FixtureLead = {
  name: string
  /** how long before `now` it came */
  agoMs: number
  source?: LeadSource
  pagePath: string
  serviceType?: ServiceType
  projectDetails?: string
  status: LeadStatus
  /** how long after it came the team first contacted it */
  answeredAfterMs?: number
  visit?: 'booked' | 'cancelled'
}

const LEADS: readonly FixtureLead[] = [
  {
    name: 'Ada',
    agoMs: 2 * DAY_MS,
    source: {
      firstPage: FIXTURE_PAGES.service,
      utmSource: 'google',
      utmMedium: 'cpc',
      adClick: 'google-ads',
      device: 'phone',
    },
    pagePath: FIXTURE_PAGES.service,
    serviceType: 'kitchen',
    status: 'won',
    answeredAfterMs: 20 * 60_000,
  },
  {
    name: 'Ben',
    agoMs: 8 * DAY_MS,
    source: { firstPage: FIXTURE_PAGES.townA, referrerHost: 'google.com', device: 'desktop' },
    pagePath: FIXTURE_PAGES.contact,
    serviceType: 'bathroom',
    status: 'contacted',
    answeredAfterMs: 3 * HOUR_MS,
    visit: 'booked',
  },
  {
    name: 'Cleo',
    agoMs: 16 * DAY_MS,
    source: { firstPage: FIXTURE_PAGES.home, referrerHost: 'houzz.com', display: 'home-screen' },
    pagePath: FIXTURE_PAGES.estimate,
    serviceType: 'kitchen',
    projectDetails: `Colonial in ${placeB.town}, galley kitchen.`,
    status: 'visit-booked',
    answeredAfterMs: 30 * 60_000,
  },
  {
    name: 'Dov',
    agoMs: 26 * DAY_MS,
    source: { firstPage: FIXTURE_PAGES.townA, referrerHost: 'pta.example.org' },
    pagePath: FIXTURE_PAGES.townA,
    status: 'new',
    visit: 'cancelled',
  },
  {
    // sent without script: the page it was sent from, nothing of the visit
    name: 'Eve',
    agoMs: 3 * HOUR_MS,
    pagePath: FIXTURE_PAGES.contact,
    status: 'lost',
    answeredAfterMs: 59 * 60_000,
  },
  {
    name: 'Fay',
    agoMs: 60 * DAY_MS,
    source: { firstPage: FIXTURE_PAGES.service, utmSource: 'facebook', utmMedium: 'paid_social' },
    pagePath: FIXTURE_PAGES.service,
    serviceType: 'kitchen',
    status: 'won',
  },
  {
    name: 'Gus',
    agoMs: 120 * DAY_MS,
    source: { firstPage: FIXTURE_PAGES.home, referrerHost: 'bing.com' },
    pagePath: FIXTURE_PAGES.home,
    status: 'won',
    answeredAfterMs: 5 * 60_000,
  },
]

/** Views per page: how many days before today, and from which host ('' for none). */
const VIEWS: readonly { path: string; daysAgo: number; host: string; views: number }[] = [
  { path: FIXTURE_PAGES.home, daysAgo: 1, host: '', views: 40 },
  { path: FIXTURE_PAGES.home, daysAgo: 1, host: 'google.com', views: 10 },
  { path: FIXTURE_PAGES.home, daysAgo: 5, host: '', views: 50 },
  { path: FIXTURE_PAGES.service, daysAgo: 2, host: '', views: 25 },
  { path: FIXTURE_PAGES.townA, daysAgo: 10, host: 'pta.example.org', views: 30 },
  { path: FIXTURE_PAGES.contact, daysAgo: 3, host: '', views: 8 },
  { path: FIXTURE_PAGES.estimate, daysAgo: 4, host: '', views: 3 },
  { path: FIXTURE_PAGES.home, daysAgo: 40, host: '', views: 200 },
  { path: FIXTURE_PAGES.home, daysAgo: 200, host: '', views: 999 },
]

/** Writes the fixture's requests, visits and views into a database, relative to `now`. */
export function seedInsightsFixture(db: Db, now: Date): void {
  const store = leadStore(db, { notifications: [] })
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString()
  for (const lead of LEADS) {
    const outcome = store.save(
      {
        firstName: lead.name,
        lastName: 'Fixture',
        phone: '(914) 555-0100',
        email: `${lead.name.toLowerCase()}.${randomUUID()}@example.org`,
        serviceType: lead.serviceType,
        projectDetails: lead.projectDetails,
        pagePath: lead.pagePath,
        source: lead.source,
        sentWithoutScript: lead.source === undefined,
      },
      undefined,
      randomUUID(),
    )
    if (outcome.kind !== 'stored') throw new Error(`fixture lead not stored: ${outcome.kind}`)
    const id = outcome.response.id
    db.prepare(
      'UPDATE leads SET created_at = ?, status = ?, first_contact_at = ? WHERE id = ?',
    ).run(
      at(lead.agoMs),
      lead.status,
      lead.answeredAfterMs === undefined ? null : at(lead.agoMs - lead.answeredAfterMs),
      id,
    )
    if (lead.visit) {
      const start = new Date(now.getTime() + 2 * DAY_MS + LEADS.indexOf(lead) * HOUR_MS)
      db.prepare(
        `INSERT INTO bookings (id, lead_id, kind, place, start_at, end_at, status, created_at, updated_at)
         VALUES (?, ?, 'in-home', 'home', ?, ?, ?, ?, ?)`,
      ).run(
        randomUUID(),
        id,
        start.toISOString(),
        new Date(start.getTime() + HOUR_MS).toISOString(),
        lead.visit,
        at(lead.agoMs),
        at(lead.agoMs),
      )
    }
  }
  const today = localDateKey(now)
  const addViews = db.prepare(
    'INSERT INTO page_views (day, path, referrer_host, views) VALUES (?, ?, ?, ?)',
  )
  for (const view of VIEWS)
    addViews.run(addDays(today, -view.daysAgo), view.path, view.host, view.views)
}
