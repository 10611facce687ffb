/**
 * "Where requests come from": over the last 30 or 90 days, the requests by kind of source, town,
 * service and first page of the visit, each with how many were answered within the hour, booked
 * and won; the pages read most and their requests per 100 views; and the weeks. Counted by our
 * own server, without cookies (docs/owner-guide.md says what is counted).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import {
  INSIGHT_WINDOWS,
  type InsightRow,
  type InsightsAnswer,
  type InsightWindow,
  type PageViewRow,
  type WeekRow,
} from '../../shared/insights-api'
import { call } from './api'
import { InsightTable, OUTCOME_COLUMNS, PagePath, type Column } from './insight-table'
import { button, type Say } from './visit-card'

/** The period's button: filled while it is the one shown. */
const periodButton = (shown: boolean) =>
  shown
    ? 'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand bg-brand px-3 font-semibold text-white'
    : button

// a date names no instant: read at noon UTC and shown in UTC, it is that date anywhere
const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})
const dateOf = (day: string) => shortDate.format(new Date(`${day}T12:00:00Z`))

/**
 * The requests by one thing (source, town, service, first page): its name in the first column,
 * shown by `label`, then how many were answered within the hour, booked and won.
 */
function RequestsTable({
  caption,
  title,
  rows,
  label = (row) => row.label,
}: {
  caption: string
  title: string
  rows: readonly InsightRow[]
  label?: (row: InsightRow) => ReactNode
}) {
  return (
    <InsightTable
      caption={caption}
      rows={rows}
      keyOf={(row) => row.key}
      columns={[{ title, cell: label, words: true }, ...OUTCOME_COLUMNS]}
      empty="No requests in these days."
    />
  )
}

const VIEW_COLUMNS: Column<PageViewRow>[] = [
  { title: 'Page', cell: (row) => <PagePath path={row.path} />, words: true },
  { title: 'Views', cell: (row) => row.views, numeric: true },
  { title: 'Requests', cell: (row) => row.requests, numeric: true },
  {
    title: 'Per 100 views',
    cell: (row) => row.requestsPer100Views ?? '–',
    numeric: true,
  },
]

/** The weeks, with a bar for each week's requests so the trend shows at a glance. */
function weekColumns(weeks: readonly WeekRow[]): Column<WeekRow>[] {
  const [, ...outcomes] = OUTCOME_COLUMNS
  const most = Math.max(1, ...weeks.map((week) => week.requests))
  return [
    {
      title: 'Week of',
      cell: (week) => <span className="whitespace-nowrap">{dateOf(week.week)}</span>,
    },
    { title: 'Views', cell: (week) => week.views, numeric: true },
    {
      title: 'Requests',
      numeric: true,
      cell: (week) => (
        <span className="inline-flex items-center justify-end gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-2 rounded-sm bg-brand"
            style={{ width: `${(week.requests / most) * 2}rem` }}
          />
          {week.requests}
        </span>
      ),
    },
    ...outcomes,
  ]
}

export function Insights({ say }: { say: Say }) {
  const [days, setDays] = useState<InsightWindow>(30)
  const { data, error } = useQuery({
    queryKey: ['insights', days],
    queryFn: () => call<InsightsAnswer>(`insights?days=${days}`),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    // signed out: the inbox shows the sign-in
    if (error && error.name !== 'SignedOut') say(error.message)
  }, [error, say])

  return (
    <div className="grid gap-5">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {INSIGHT_WINDOWS.map((window) => (
          <button
            key={window}
            type="button"
            className={periodButton(window === days)}
            aria-pressed={window === days}
            onClick={() => setDays(window)}
          >
            Last {window} days
          </button>
        ))}
      </div>
      {!data ? (
        <p>Loading the figures…</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {dateOf(data.from)} to {dateOf(data.to)}. In 1 h: the team’s first contact came within
            the hour. Booked: a visit was booked, or the request reached Visit booked or Won.
          </p>
          <RequestsTable caption="By source" title="Source" rows={data.bySource} />
          <RequestsTable caption="By town" title="Town" rows={data.byTown} />
          <RequestsTable caption="By service" title="Service" rows={data.byService} />
          <RequestsTable
            caption="By first page of the visit"
            title="First page"
            rows={data.byPage}
            label={(row) => (row.key.startsWith('/') ? <PagePath path={row.key} /> : row.label)}
          />
          <InsightTable
            caption="Pages read most"
            rows={data.views}
            keyOf={(row) => row.path}
            columns={VIEW_COLUMNS}
            empty="No page views counted in these days."
          />
          <InsightTable
            caption="By week"
            rows={data.byWeek}
            keyOf={(row) => row.week}
            columns={weekColumns(data.byWeek)}
            empty="No weeks in these days."
          />
        </>
      )}
    </div>
  )
}
