/**
 * Where requests come from, over the last 30 or 90 New York days: the requests of each kind of
 * source, town, service and first page, with how many were answered within the hour, booked and
 * won (the desk's own states); the pages with most views and the requests sent from each; and
 * every week's figures.
 */
import { addDays } from '../../shared/booking-desk-api'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import {
  INSIGHT_ROWS_MAX,
  type InsightRow,
  type InsightsAnswer,
  type InsightWindow,
  type Outcomes,
  type PageViewRow,
  type WeekRow,
} from '../../shared/insights-api'
import { CHANNEL_LABELS, CHANNELS, channelOf } from '../../shared/lead-source'
import { localDateKey } from '../../shared/new-york-time'
import { leadTown } from '../alerts/lead-town'
import type { Db } from '../db/database'
import { leadSources } from '../db/lead-sources'
import { pageViews } from '../db/page-views'

const DAY_MS = 24 * 60 * 60_000
const HOUR_MS = 60 * 60_000

/** What the tables say for a lead without a town or a first page. */
const NOT_KNOWN = 'Not known'

type LeadRow = {
  id: string
  createdAt: string
  serviceType: string | null
  pagePath: string | null
  projectDetails: string | null
  status: string
  firstContactAt: string | null
  /** 1 when a visit was booked and not cancelled */
  hasVisit: 0 | 1
}

/** A lead as the figures count it: its day, what it is filed under, what became of it. */
type Counted = {
  day: string
  channel: string
  town: string
  service: string
  firstPage: string | undefined
  pagePath: string | null
  outcomes: Outcomes
}

const none = (): Outcomes => ({ requests: 0, answeredWithinHour: 0, booked: 0, won: 0 })

function add(total: Outcomes, one: Outcomes): void {
  total.requests += one.requests
  total.answeredWithinHour += one.answeredWithinHour
  total.booked += one.booked
  total.won += one.won
}

/** What became of one request, in the desk's states. */
function outcomesOf(lead: LeadRow): Outcomes {
  const answeredIn =
    lead.firstContactAt === null
      ? Infinity
      : Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt)
  return {
    requests: 1,
    answeredWithinHour: answeredIn <= HOUR_MS ? 1 : 0,
    booked: lead.hasVisit || lead.status === 'visit-booked' || lead.status === 'won' ? 1 : 0,
    won: lead.status === 'won' ? 1 : 0,
  }
}

/** The leads grouped by `keyOf`, most requests first (then by label), at most `max` rows. */
function tableOf(
  leads: readonly Counted[],
  keyOf: (lead: Counted) => string,
  labelOf: (key: string) => string = (key) => key,
  max = INSIGHT_ROWS_MAX,
): InsightRow[] {
  const rows = new Map<string, InsightRow>()
  for (const lead of leads) {
    const key = keyOf(lead)
    const row = rows.get(key) ?? { key, label: labelOf(key), ...none() }
    add(row, lead.outcomes)
    rows.set(key, row)
  }
  return [...rows.values()]
    .sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label))
    .slice(0, max)
}

/** The Monday of a New York day's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The figures' queries, prepared once. */
export function insights(db: Db) {
  const leadsSince = db.prepare<[string], LeadRow>(`
    SELECT l.id, l.created_at AS createdAt, l.service_type AS serviceType, l.page_path AS pagePath,
      l.project_details AS projectDetails, l.status, l.first_contact_at AS firstContactAt,
      EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.status <> 'cancelled')
        AS hasVisit
    FROM leads l WHERE l.created_at >= ?`)
  const sources = leadSources(db)
  const views = pageViews(db)

  /** The leads of the window's days, each with what it is filed under. */
  function countedLeads(days: number, from: string, now: Date): Counted[] {
    // a day more than the window, then the New York days decide
    const since = new Date(now.getTime() - (days + 1) * DAY_MS).toISOString()
    return leadsSince
      .all(since)
      .map((lead): Counted => {
        const source = sources.of(lead.id)
        const firstPage = source?.firstPage
        return {
          day: localDateKey(lead.createdAt),
          channel: channelOf(source),
          town:
            leadTown(lead.pagePath, null) ??
            leadTown(firstPage ?? null, lead.projectDetails) ??
            NOT_KNOWN,
          service: serviceLabel((lead.serviceType ?? undefined) as ServiceType),
          firstPage,
          pagePath: lead.pagePath,
          outcomes: outcomesOf(lead),
        }
      })
      .filter((lead) => lead.day >= from)
  }

  return {
    /** The figures of the last `days` New York days, today included. */
    figures(days: InsightWindow, now = new Date()): InsightsAnswer {
      const to = localDateKey(now)
      const from = addDays(to, -(days - 1))
      const leads = countedLeads(days, from, now).filter((lead) => lead.day <= to)

      const requestsFrom = new Map<string, number>()
      for (const lead of leads) {
        if (lead.pagePath)
          requestsFrom.set(lead.pagePath, (requestsFrom.get(lead.pagePath) ?? 0) + 1)
      }
      const viewed: PageViewRow[] = views
        .byPage(from)
        .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
        .slice(0, INSIGHT_ROWS_MAX)
        .map(({ path, views: count }) => {
          const requests = requestsFrom.get(path) ?? 0
          return {
            path,
            views: count,
            requests,
            requestsPer100Views: count > 0 ? Math.round((requests * 1000) / count) / 10 : null,
          }
        })

      const weeks = new Map<string, WeekRow>()
      for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
        weeks.set(week, { week, views: 0, ...none() })
      }
      for (const lead of leads) add(weeks.get(mondayOf(lead.day))!, lead.outcomes)
      for (const { day, views: count } of views.byDay(from)) {
        const week = weeks.get(mondayOf(day))
        if (week) week.views += count
      }

      const channelOrder = (key: string) => CHANNELS.indexOf(key as (typeof CHANNELS)[number])
      return {
        days,
        from,
        to,
        bySource: tableOf(
          leads,
          (lead) => lead.channel,
          (key) => CHANNEL_LABELS[key as keyof typeof CHANNEL_LABELS],
          CHANNELS.length,
        ).sort((a, b) => channelOrder(a.key) - channelOrder(b.key)),
        byTown: tableOf(leads, (lead) => lead.town),
        byService: tableOf(leads, (lead) => lead.service),
        byPage: tableOf(leads, (lead) => lead.firstPage ?? NOT_KNOWN),
        views: viewed,
        byWeek: [...weeks.values()],
      }
    },
  }
}
