import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  addDays,
  AGENDA_DAYS,
  dayName,
  newYorkDate,
  newYorkTime,
  type AgendaAnswer,
} from '../../shared/booking-desk-api'
import { call } from './api'
import { button, VisitCard, type Say } from './visit-card'

/** The week's visits, day by day, each confirmed, moved or cancelled from its card. */
export function Agenda({ say }: { say: Say }) {
  const [from, setFrom] = useState<string>()
  const client = useQueryClient()
  const { data, error } = useQuery({
    queryKey: ['agenda', from ?? 'today'],
    queryFn: () => call<AgendaAnswer>(`agenda${from ? `?from=${from}` : ''}`),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    // signed out: the inbox shows the sign-in
    if (error && error.name !== 'SignedOut') say(error.message)
  }, [error, say])
  const changed = () => client.invalidateQueries({ queryKey: ['agenda'] })

  if (!data) return <p>Loading the visits…</p>
  const days = Array.from({ length: data.days }, (_, i) => addDays(data.from, i))
  const shift = (by: number) => setFrom(addDays(data.from, by))

  return (
    <div className="grid gap-4">
      <nav aria-label="Weeks" className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => shift(-AGENDA_DAYS)}>
          Earlier week
        </button>
        <button type="button" className={button} onClick={() => setFrom(undefined)}>
          From today
        </button>
        <button type="button" className={button} onClick={() => shift(AGENDA_DAYS)}>
          Later week
        </button>
      </nav>
      {days.map((day) => {
        const visits = data.visits.filter((v) => newYorkDate(v.booking.start) === day)
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="grid gap-2">
            <h3 id={`day-${day}`} className="font-semibold">
              {dayName(day)}
              {day === data.today && ' (today)'}
            </h3>
            {visits.length === 0 ? (
              <p className="text-sm text-muted">No visits.</p>
            ) : (
              <ul className="grid gap-2">
                {visits.map((visit) => (
                  <VisitCard
                    key={visit.booking.id}
                    visit={visit}
                    today={data.today}
                    say={say}
                    onChanged={changed}
                  />
                ))}
              </ul>
            )}
          </section>
        )
      })}
      {data.cancelled.length > 0 && (
        <details className="rounded-lg border border-line bg-white p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            Cancelled in these days ({data.cancelled.length})
          </summary>
          <ul className="grid gap-2 text-sm">
            {data.cancelled.map(({ booking, lead, reason }) => (
              <li key={booking.id}>
                {dayName(newYorkDate(booking.start))}, {newYorkTime(booking.start)} ·{' '}
                {booking.kind.name} · {lead.firstName} {lead.lastName} · ref {lead.reference}
                {reason && <span className="block text-muted">Reason: {reason}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
