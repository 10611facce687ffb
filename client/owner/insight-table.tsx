/**
 * One table of "Where requests come from": rows of requests and what became of them, or pages
 * with their views. At 390 px the page never scrolls sideways: a table wider than the screen
 * scrolls within its own labelled box, which a keyboard can reach.
 */
import type { ReactNode } from 'react'
import type { Outcomes } from '../../shared/insights-api'

export type Column<Row> = {
  title: ReactNode
  cell: (row: Row) => ReactNode
  /** a number: right-aligned, in figures of one width */
  numeric?: true
  /** words or an address: kept wide enough to read, rather than broken letter by letter */
  words?: true
}

/** The columns every table of requests has after its first. */
export const OUTCOME_COLUMNS: readonly Column<Outcomes>[] = [
  { title: 'Requests', cell: (row) => row.requests, numeric: true },
  {
    // short on screen, where the words above the tables explain it; whole when read aloud
    title: (
      <>
        <span aria-hidden="true" className="whitespace-nowrap">
          In 1 h
        </span>
        <span className="sr-only">Answered within the hour</span>
      </>
    ),
    cell: (row) => row.answeredWithinHour,
    numeric: true,
  },
  { title: 'Booked', cell: (row) => row.booked, numeric: true },
  { title: 'Won', cell: (row) => row.won, numeric: true },
]

/** A page's address, free to wrap after each slash on a narrow screen. */
export function PagePath({ path }: { path: string }) {
  const parts = path.split('/')
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </>
  )
}

type Props<Row> = {
  caption: string
  rows: readonly Row[]
  keyOf: (row: Row) => string
  columns: readonly Column<Row>[]
  /** what the table says without rows */
  empty: string
}

export function InsightTable<Row>({ caption, rows, keyOf, columns, empty }: Props<Row>) {
  if (rows.length === 0) {
    return (
      <div className="grid gap-1">
        <p className="font-semibold">{caption}</p>
        <p className="text-sm text-muted">{empty}</p>
      </div>
    )
  }
  return (
    // scrollable by keyboard, named by its table's caption
    <div role="region" aria-label={caption} tabIndex={0} className="max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="pb-1 text-left text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left align-bottom">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-1 py-1 font-semibold ${column.numeric ? 'text-right' : ''}`}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)} className="border-b border-line/60 align-top">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={`px-1 py-1 text-left font-normal ${column.words ? 'min-w-28 break-words' : ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={index}
                    className={`px-1 py-1 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
