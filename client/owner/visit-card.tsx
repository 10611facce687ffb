/** One visit on the desk: when, what, who (one tap to call), where; confirm, move or cancel it. */
import { useId, useState } from 'react'
import {
  dayName,
  newYorkDate,
  newYorkWallTime,
  newYorkTime,
  REASON_MAX,
  VISIT_STATUS_LABELS,
  type DeskVisit,
  type VisitAnswer,
} from '../../shared/booking-desk-api'
import { post } from './api'

/** The desk's outlined button. */
export const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 font-semibold text-brand hover:bg-brand-light'
const field = 'min-h-11 rounded-lg border border-line bg-white px-3'

export type Say = (message: string) => void

type CardProps = { visit: DeskVisit; today: string; say: Say; onChanged: () => Promise<void> }

/** One visit: when, what, who (one tap to call), where, and its changes. */
export function VisitCard({ visit, today, say, onChanged }: CardProps) {
  const { booking, lead } = visit
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null)
  const formId = useId()
  const name = `${lead.firstName} ${lead.lastName}`

  const change = async (action: string, body: object, done: (answer: VisitAnswer) => string) => {
    try {
      const answer = await post<VisitAnswer>(`bookings/${booking.id}/${action}`, body)
      setOpen(null)
      say(done(answer))
      await onChanged()
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not changed. Please try again.')
    }
  }
  const toggle = (form: 'move' | 'cancel') => ({
    'aria-expanded': open === form,
    'aria-controls': formId,
    onClick: () => setOpen(open === form ? null : form),
  })
  const whose = <span className="sr-only"> {name}’s visit</span>

  return (
    <li className="rounded-xl border border-line bg-white p-3 shadow-sm">
      <p className="font-semibold">
        {newYorkTime(booking.start)}–{newYorkTime(booking.end)} · {booking.kind.name}
      </p>
      <p>
        <a
          className="font-semibold text-brand underline"
          href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
          aria-label={`Call ${name}, ${lead.phone}`}
        >
          {name}
        </a>
        {booking.town && ` · ${booking.town}`}
      </p>
      {booking.address && <p className="text-sm">{booking.address}</p>}
      <p className="text-sm text-muted">
        ref {lead.reference} · {lead.service} · {VISIT_STATUS_LABELS[booking.status]}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {booking.status === 'booked' && (
          <button
            type="button"
            className={button}
            onClick={() => void change('confirm', {}, () => `${name}’s visit is confirmed.`)}
          >
            Confirm{whose}
          </button>
        )}
        <button type="button" className={button} {...toggle('move')}>
          Move{whose}
        </button>
        <button type="button" className={button} {...toggle('cancel')}>
          Cancel{whose}
        </button>
      </div>
      <div id={formId}>
        {open && (
          <ChangeForm
            key={open}
            move={open === 'move' ? { start: booking.start, today } : undefined}
            submit={open === 'move' ? 'Move the visit' : 'Cancel the visit'}
            onSubmit={(reason, start) =>
              start
                ? change('move', { start, reason }, ({ visit: moved }) => {
                    const at = moved.booking.start
                    return `${name}’s visit is moved to ${dayName(newYorkDate(at))}, ${newYorkTime(at)}. They get an e-mail.`
                  })
                : change(
                    'cancel',
                    { reason },
                    () => `${name}’s visit is cancelled. They get an e-mail.`,
                  )
            }
          />
        )}
      </div>
    </li>
  )
}

type FormProps = {
  /** a move asks for the new date and time, read as New York's */
  move: { start: string; today: string } | undefined
  submit: string
  onSubmit: (reason: string, start?: string) => Promise<void>
}

/** The reason the homeowner is given, and for a move the new date and time. */
function ChangeForm({ move, submit, onSubmit }: FormProps) {
  const [date, setDate] = useState(move ? newYorkDate(move.start) : '')
  const [time, setTime] = useState(move ? move.start.slice(11, 16) : '')
  const [reason, setReason] = useState('')
  const id = useId()
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit(reason, move && newYorkWallTime(date, time))
      }}
    >
      {move && (
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1">
            <span className="font-semibold">New date</span>
            <input
              type="date"
              className={field}
              required
              min={move.today}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">Time (New York)</span>
            <input
              type="time"
              className={field}
              required
              step={300}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </label>
        </div>
      )}
      <label htmlFor={id} className="font-semibold">
        Reason (the homeowner receives it)
      </label>
      <textarea
        id={id}
        className="rounded-lg border border-line bg-white p-2"
        rows={2}
        required
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={button}>
        {submit}
      </button>
    </form>
  )
}
