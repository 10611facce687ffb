/**
 * Page views as counts: one row per New York day, page and referring host, and how many views
 * it had. No visitor, no address, no time of day is kept.
 */
import { localDateKey } from '../../shared/new-york-time'
import type { Db } from './database'

/**
 * The most rows one day may hold. Pages are the site's own, so only the referring hosts could
 * grow without end (a script sending made-up hosts); past this, a new host of the day is counted
 * under OTHER_HOSTS.
 */
export const ROWS_PER_DAY_MAX = 5000

/** Where the views of a day's hosts past ROWS_PER_DAY_MAX are counted. */
export const OTHER_HOSTS = '(other sites)'

export type PageView = { path: string; referrerHost?: string | undefined; at: Date }

/** The page_views table's statements, prepared once. */
export function pageViews(db: Db) {
  const add = db.prepare<{ day: string; path: string; host: string }>(`
    INSERT INTO page_views (day, path, referrer_host, views) VALUES (@day, @path, @host, 1)
    ON CONFLICT (day, path, referrer_host) DO UPDATE SET views = views + 1`)
  const exists = db.prepare<{ day: string; path: string; host: string }, { n: number }>(
    'SELECT 1 AS n FROM page_views WHERE day = @day AND path = @path AND referrer_host = @host',
  )
  const rowsOfDay = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM page_views WHERE day = ?',
  )
  const byPage = db.prepare<[string], { path: string; views: number }>(`
    SELECT path, SUM(views) AS views FROM page_views WHERE day >= ? GROUP BY path`)
  const byDay = db.prepare<[string], { day: string; views: number }>(`
    SELECT day, SUM(views) AS views FROM page_views WHERE day >= ? GROUP BY day`)

  const count = db.transaction((view: PageView) => {
    const day = localDateKey(view.at)
    let host = view.referrerHost ?? ''
    if (
      host &&
      !exists.get({ day, path: view.path, host }) &&
      (rowsOfDay.get(day)?.n ?? 0) >= ROWS_PER_DAY_MAX
    ) {
      host = OTHER_HOSTS
    }
    add.run({ day, path: view.path, host })
  })

  return {
    /** Counts one view of a page on its New York day. */
    count: (view: PageView) => count.immediate(view),
    /** The views of each page from a New York day (YYYY-MM-DD) on. */
    byPage: (fromDay: string) => byPage.all(fromDay),
    /** The views of each New York day from `fromDay` on. */
    byDay: (fromDay: string) => byDay.all(fromDay),
  }
}

export type PageViews = ReturnType<typeof pageViews>
