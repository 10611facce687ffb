import type { ReactNode } from 'react'
import {
  FINISHES,
  pageFigures,
  REGIONS,
  TIER_NAMES,
  tierText,
  type Room,
} from '../../../shared/estimator/estimate'
import { REGION_NAMES } from '../../../shared/estimator/explain'
import { figure } from '../../../shared/estimator/figures'
import { figures } from '../../../.content/catalog/figures'

const cell = 'border-b border-line px-4 py-2 text-left align-top'

type FigureTableProps = {
  caption: string
  columns: readonly string[]
  className?: string
  children: ReactNode
}

/** A captioned table of figures; its rows are the children. */
function FigureTable({ caption, columns, className = '', children }: FigureTableProps) {
  return (
    // a table wider than a phone scrolls sideways: a focusable region lets keyboards scroll it
    <div
      className={[className, 'overflow-x-auto rounded-lg border border-line'].join(' ').trim()}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left">
        <caption className="bg-sand px-4 py-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function TierTable({ room }: { room: Room }) {
  const page = pageFigures(room)
  const caption = `${room === 'kitchen' ? 'Kitchen' : 'Bathroom'} tiers in Westchester`
  return (
    <FigureTable caption={caption} columns={['Tier', 'Range']}>
      {FINISHES.map((finish) => (
        <tr key={finish}>
          <th scope="row" className={`${cell} font-medium`}>
            {TIER_NAMES[room][finish]}
          </th>
          <td className={cell}>{tierText(figures, room, finish)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" className={`${cell} font-medium`}>
          Average
        </th>
        <td className={cell}>
          {figure(figures, `${page}.average`)}, about {figure(figures, `${page}.perSquareFoot`)} per
          sq ft
        </td>
      </tr>
    </FigureTable>
  )
}

/**
 * The figures the estimator works from, as tables: what the page shows before (or without) its
 * script, and what a printed estimate keeps beside the result.
 */
export function FigureTables() {
  return (
    <section aria-labelledby="estimator-figures" className="band mx-auto max-w-5xl px-4 pb-12">
      <h2 id="estimator-figures" className="text-2xl font-bold">
        The figures behind the estimate
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <TierTable room="kitchen" />
        <TierTable room="bathroom" />
      </div>
      <FigureTable
        caption="Kitchens and timelines by region"
        columns={['Region', 'Kitchen', 'Kitchen on site', 'Bathroom on site']}
        className="mt-6"
      >
        {REGIONS.map((region) => (
          <tr key={region}>
            <th scope="row" className={`${cell} font-medium`}>
              {REGION_NAMES[region]}
            </th>
            <td className={cell}>{figures[`${region}.kitchen`] ?? 'As Westchester'}</td>
            <td className={cell}>{figure(figures, `${region}.kitchenTimeline`)}</td>
            <td className={cell}>{figures[`${region}.bathTimeline`] ?? 'As Westchester'}</td>
          </tr>
        ))}
      </FigureTable>
      <p className="mt-3 text-muted">
        Powder rooms take {figure(figures, 'bathroomPage.powderRoomTimeline')} on site and primary
        baths {figure(figures, 'bathroomPage.primaryBathTimeline')}.
      </p>
    </section>
  )
}
