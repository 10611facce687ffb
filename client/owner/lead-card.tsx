import { useState } from 'react'
import {
  LEAD_STATUSES,
  NOTES_MAX_CHARS,
  STATUS_LABELS,
  type DeskLead,
  type LeadStatus,
} from '../../shared/owner-api'
import { call } from './api'
import { SOURCE_TITLE } from '../../shared/lead-source'
import { localDayAndTime } from '../../shared/new-york-time'
import { duration, timeSince } from './time-since'

const action =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 font-semibold text-brand hover:bg-brand-light'

/** The phone number as a tel: address: digits and a leading plus only. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

type Props = {
  lead: DeskLead
  /** when the list was loaded: the times are said from then */
  now: number
  onChanged: (lead: DeskLead) => void
  onDeleted: (id: string) => void
  say: (message: string) => void
}

/** One lead: who, what, how long it has waited, one tap to answer, its state and notes. */
export function LeadCard({ lead, now, onChanged, onDeleted, say }: Props) {
  const [notes, setNotes] = useState(lead.notes)
  const name = `${lead.firstName} ${lead.lastName}`
  const headingId = `lead-${lead.id}`

  const change = async (patch: { status?: LeadStatus; notes?: string }, done: string) => {
    try {
      const answer = await call<{ lead: DeskLead }>(`leads/${lead.id}`, {
        method: 'PATCH',
        body: JSON.stringify(patch),
      })
      onChanged(answer.lead)
      say(done)
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not saved. Please try again.')
    }
  }

  const erase = async () => {
    if (
      !confirm(
        `Delete ${name}’s request and photos for good? Do this when they ask to be forgotten.`,
      )
    )
      return
    try {
      await call(`leads/${lead.id}`, { method: 'DELETE' })
      onDeleted(lead.id)
      say(`${name}’s request was deleted.`)
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not deleted. Please try again.')
    }
  }

  const waited =
    lead.firstContactAt === null
      ? `waiting ${duration((now - Date.parse(lead.createdAt)) / 60_000)}`
      : `answered in ${duration((Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt)) / 60_000)}`

  return (
    <article
      aria-labelledby={`${headingId}-name`}
      id={headingId}
      // an alert's lead is scrolled to and focused (inbox.tsx)
      tabIndex={-1}
      className="scroll-mt-4 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${headingId}-name`} className="text-xl font-bold">
          {name}
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={lead.createdAt}>{timeSince(lead.createdAt, now)}</time> · {waited}
        </p>
      </header>
      <p className="mt-1 font-semibold text-brand">
        {lead.service} <span className="font-normal text-muted">· ref {lead.reference}</span>
      </p>
      {lead.visit && (
        <p className="mt-1 font-semibold">
          {lead.visit.status === 'confirmed' ? 'Visit confirmed' : 'Visit booked'}:{' '}
          {localDayAndTime(lead.visit.start)} · {lead.visit.kind}
        </p>
      )}
      {lead.projectDetails && <p className="mt-2 whitespace-pre-line">{lead.projectDetails}</p>}
      <p className="mt-2 text-sm text-muted">
        {SOURCE_TITLE}: {lead.source}
      </p>
      {lead.sentWithoutScript === 1 && (
        <p className="mt-2 text-sm text-muted">
          Sent without the page’s script: the bot check could not run.
        </p>
      )}
      <div className="mt-3 grid grid-cols-3 gap-2">
        <a className={action} href={`tel:${dialable(lead.phone)}`}>
          Call
        </a>
        <a className={action} href={`sms:${dialable(lead.phone)}`}>
          Text
        </a>
        <a className={action} href={`mailto:${lead.email}`}>
          E-mail
        </a>
      </div>
      <p className="mt-2 text-sm text-muted">
        {lead.phone} · {lead.email}
      </p>
      {lead.photos > 0 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label="Photos">
          {Array.from({ length: lead.photos }, (_, i) => (
            <li key={i}>
              <a
                href={`/api/owner/leads/${lead.id}/photos/${i + 1}`}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  src={`/api/owner/leads/${lead.id}/photos/${i + 1}`}
                  alt={`${i + 1} of ${lead.photos} sent by ${name}`}
                  className="h-20 w-20 rounded-md object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <label className="mt-3 block font-semibold" htmlFor={`${headingId}-status`}>
        State
      </label>
      <select
        id={`${headingId}-status`}
        className="mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3"
        value={lead.status}
        onChange={(event) =>
          void change(
            { status: event.target.value as LeadStatus },
            `${name}: ${STATUS_LABELS[event.target.value as LeadStatus]}.`,
          )
        }
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <label className="mt-3 block font-semibold" htmlFor={`${headingId}-notes`}>
        Notes
      </label>
      <textarea
        id={`${headingId}-notes`}
        className="mt-1 w-full rounded-lg border border-line p-2"
        rows={3}
        maxLength={NOTES_MAX_CHARS}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        onBlur={() => {
          if (notes !== lead.notes) void change({ notes }, `Notes on ${name}’s request saved.`)
        }}
      />
      <button
        type="button"
        className="mt-3 text-sm text-accent-dark underline"
        onClick={() => void erase()}
      >
        Delete this request (when they ask)
      </button>
    </article>
  )
}
