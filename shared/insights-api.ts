/**
 * The desk's "Where requests come from" (GET /api/owner/insights?days=30|90): what the answer
 * holds. The desk's page and the server both read it, so the two cannot drift.
 */

/** The windows the desk offers, in New York calendar days up to today. */
export const INSIGHT_WINDOWS = [30, 90] as const
export type InsightWindow = (typeof INSIGHT_WINDOWS)[number]

/** What the owner is told when asking for another window. */
export const INSIGHT_WINDOW_PROBLEM = `days must be ${INSIGHT_WINDOWS.join(' or ')}`

/** Whether a query's `days` is one of the windows. */
export function insightWindowOf(days: unknown): InsightWindow | undefined {
  return INSIGHT_WINDOWS.find((window) => String(window) === days)
}

/**
 * What became of requests: how many came, how many the team first contacted within the hour,
 * how many reached a visit (booked by the homeowner, or marked Visit booked or Won) and how many
 * were won.
 */
export type Outcomes = {
  requests: number
  answeredWithinHour: number
  booked: number
  won: number
}

/** One row of a table: a source, a town, a service or a first page, and its requests' outcomes. */
export type InsightRow = Outcomes & { key: string; label: string }

/** A page with its views and the requests sent from it. */
export type PageViewRow = {
  path: string
  views: number
  requests: number
  /** requests per 100 views, to one decimal; null for a page without views */
  requestsPer100Views: number | null
}

/** A week (from its Monday, New York) of requests and views. */
export type WeekRow = Outcomes & { week: string; views: number }

/** The most rows a table of towns, first pages or viewed pages holds. */
export const INSIGHT_ROWS_MAX = 20

export type InsightsAnswer = {
  days: InsightWindow
  /** the first and last New York day counted (YYYY-MM-DD) */
  from: string
  to: string
  /** every kind of source that brought a request, in the kinds' order */
  bySource: InsightRow[]
  /** the towns with most requests; the town of the page sent from or of the visit's first page, else named in the message */
  byTown: InsightRow[]
  byService: InsightRow[]
  /** the first pages of the visits with most requests */
  byPage: InsightRow[]
  /** the pages with most views, with the requests sent from each */
  views: PageViewRow[]
  /** every week of the window, oldest first */
  byWeek: WeekRow[]
}
