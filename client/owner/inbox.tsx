import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  LEAD_STATUSES,
  STATUS_LABELS,
  type DeskLead,
  type LeadStatus,
  type LeadsAnswer,
} from '../../shared/owner-api'
import { leadInHash } from '../../shared/team-alert'
import { call } from './api'
import { LeadCard } from './lead-card'
import { duration } from './time-since'

/** The number of New leads on the app's icon, where the phone supports it. */
function showBadge(count: number) {
  if (!('setAppBadge' in navigator)) return
  const badge = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()
  badge.catch(() => {})
}

/** The leads, newest first: found by a word or a state, exported, each answered from its card. */
export function Inbox({
  say,
  onSignedOut,
}: {
  say: (message: string) => void
  onSignedOut: () => void
}) {
  const [status, setStatus] = useState<LeadStatus | ''>('')
  const [words, setWords] = useState('')
  const [wanted, setWanted] = useState('')
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const client = useQueryClient()
  const key = ['leads', status, wanted] as const
  // the lead an alert opened: shown once the list holds it, then forgotten
  const [opened, setOpened] = useState(() => leadInHash(location.hash))
  const shown = useRef<string>(undefined)

  const {
    data: answer,
    error,
    dataUpdatedAt,
  } = useQuery({
    queryKey: key,
    queryFn: () => {
      const params = new URLSearchParams()
      if (status) params.set('status', status)
      if (wanted) params.set('q', wanted)
      return call<LeadsAnswer>(`leads${params.size ? `?${params}` : ''}`)
    },
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    if (error?.name === 'SignedOut') onSignedOut()
    else if (error) say(error.message)
  }, [error, onSignedOut, say])
  useEffect(() => {
    if (answer) showBadge(answer.newCount)
  }, [answer])
  useEffect(() => {
    // a tapped alert while the desk is open: the worker asks for its lead, which may be new
    const openLead = (event: MessageEvent<{ type?: string; url?: string }>) => {
      if (event.data?.type !== 'open-lead' || !event.data.url) return
      setStatus('')
      setWords('')
      setWanted('')
      setOpened(leadInHash(new URL(event.data.url).hash))
      void client.invalidateQueries({ queryKey: ['leads'] })
    }
    // the desk opened at another lead's address while it shows
    const hashChanged = () => setOpened(leadInHash(location.hash))
    navigator.serviceWorker?.addEventListener('message', openLead)
    window.addEventListener('hashchange', hashChanged)
    return () => {
      navigator.serviceWorker?.removeEventListener('message', openLead)
      window.removeEventListener('hashchange', hashChanged)
    }
  }, [client])
  useEffect(() => {
    if (!opened || shown.current === opened || !answer) return
    const card = document.getElementById(`lead-${opened}`)
    if (!card) return
    shown.current = opened
    card.scrollIntoView({ block: 'start' })
    card.focus()
    history.replaceState(null, '', location.pathname)
  }, [answer, opened])

  const update = (change: (leads: DeskLead[]) => DeskLead[]) =>
    client.setQueryData<LeadsAnswer>(
      key,
      (current) => current && { ...current, leads: change(current.leads) },
    )
  const replace = (lead: DeskLead) =>
    update((leads) => leads.map((l) => (l.id === lead.id ? lead : l)))
  const drop = (id: string) => update((leads) => leads.filter((l) => l.id !== id))

  return (
    <section aria-labelledby="inbox-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="inbox-title" className="font-serif text-2xl font-bold text-brand">
          Requests{answer ? ` · ${answer.newCount} new` : ''}
        </h1>
        <a className="min-h-11 content-center underline" href="/api/owner/leads.csv" download>
          Export CSV
        </a>
      </div>
      {answer && (
        <p className="text-sm text-muted">
          {answer.firstContact.medianMinutes === null
            ? 'No request answered in the last 30 days yet.'
            : `Median time to first contact over 30 days: ${duration(answer.firstContact.medianMinutes)} (${answer.firstContact.leads} requests).`}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="grid gap-1">
          <span className="font-semibold">Find</span>
          <input
            type="search"
            className="min-h-11 rounded-lg border border-line bg-white px-3"
            placeholder="Name, phone, e-mail, words, reference"
            value={words}
            onChange={(event) => {
              const next = event.target.value
              setWords(next)
              clearTimeout(typing.current)
              typing.current = setTimeout(() => setWanted(next.trim()), 250)
            }}
          />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">State</span>
          <select
            className="min-h-11 rounded-lg border border-line bg-white px-3"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {answer?.leads.length === 0 && <p>No request matches.</p>}
      <div className="grid gap-3">
        {answer?.leads.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            now={dataUpdatedAt}
            onChanged={replace}
            onDeleted={drop}
            say={say}
          />
        ))}
      </div>
    </section>
  )
}
