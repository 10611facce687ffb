import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ComponentProps } from 'react'
import {
  addDays,
  BLOCK_DAYS_MAX,
  BLOCK_NOTE_MAX,
  dayName,
  newYorkDate,
  newYorkWallTime,
  newYorkTime,
  type BlocksAnswer,
  type DeskBlock,
} from '../../shared/booking-desk-api'
import { call, post } from './api'

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 font-semibold text-brand hover:bg-brand-light'

const midnight = (zoned: string) => zoned.slice(11, 19) === '00:00:00'

/** A block in words: "Monday, March 9, all day", or from one time to another. */
function span({ start, end }: DeskBlock): string {
  const first = newYorkDate(start)
  if (midnight(start) && midnight(end)) {
    const last = addDays(newYorkDate(end), -1)
    return first === last ? `${dayName(first)}, all day` : `${dayName(first)} to ${dayName(last)}`
  }
  const endDay = newYorkDate(end) === first ? '' : `${dayName(newYorkDate(end))}, `
  return `${dayName(first)}, ${newYorkTime(start)} to ${endDay}${newYorkTime(end)}`
}

/** A labelled input of the form. */
function Field({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="grid gap-1">
      <span className="font-semibold">{label}</span>
      <input className="min-h-11 rounded-lg border border-line bg-white px-3" {...input} />
    </label>
  )
}

const CHOICES = [
  { whole: true, label: 'Whole days' },
  { whole: false, label: 'From a time to a time' },
] as const

const EMPTY = { date: '', days: '1', fromDate: '', fromTime: '', toDate: '', toTime: '', note: '' }

/** Times no visit may be booked in (a holiday, a job running long): listed, added, removed. */
export function BlockedTimes({ say }: { say: (message: string) => void }) {
  const client = useQueryClient()
  const { data } = useQuery({ queryKey: ['blocks'], queryFn: () => call<BlocksAnswer>('blocks') })
  const [wholeDays, setWholeDays] = useState(true)
  const [form, setForm] = useState(EMPTY)
  const load = () => client.invalidateQueries({ queryKey: ['blocks'] })
  const bind = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [key]: event.target.value }),
  })

  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    const { date, days, fromDate, fromTime, toDate, toTime, note } = form
    const body = wholeDays
      ? { date, days: Number(days), note }
      : {
          from: newYorkWallTime(fromDate, fromTime),
          to: newYorkWallTime(toDate, toTime),
          note,
        }
    try {
      const block = await post<DeskBlock>('blocks', body)
      say(`Blocked: ${span(block)}. No visit can be booked then.`)
      setForm(EMPTY)
      await load()
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not blocked. Please try again.')
    }
  }

  const remove = async (block: DeskBlock) => {
    try {
      await call(`blocks/${block.id}`, { method: 'DELETE' })
      say(`${span(block)} is open for booking again.`)
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not removed. Please try again.')
    }
    await load()
  }

  return (
    <div className="grid gap-4">
      {data && data.blocks.length === 0 && <p>No time is blocked.</p>}
      <ul className="grid gap-2">
        {data?.blocks.map((block) => (
          <li
            key={block.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white p-3"
          >
            <span>
              {span(block)}
              {block.note && <span className="block text-sm text-muted">{block.note}</span>}
            </span>
            <button type="button" className={button} onClick={() => void remove(block)}>
              Remove<span className="sr-only"> the block of {span(block)}</span>
            </button>
          </li>
        ))}
      </ul>
      <form className="grid gap-3" onSubmit={(event) => void add(event)}>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="font-semibold">Block</legend>
          {CHOICES.map(({ whole, label }) => (
            <label key={label} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="block-kind"
                className="size-5"
                checked={wholeDays === whole}
                onChange={() => setWholeDays(whole)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {wholeDays ? (
          <div className="grid grid-cols-2 gap-2">
            <Field label="First day" type="date" required {...bind('date')} />
            <Field
              label="Number of days"
              type="number"
              min={1}
              max={BLOCK_DAYS_MAX}
              required
              {...bind('days')}
            />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Field label="From date" type="date" required {...bind('fromDate')} />
            <Field label="From time" type="time" required {...bind('fromTime')} />
            <Field label="To date" type="date" required {...bind('toDate')} />
            <Field label="To time" type="time" required {...bind('toTime')} />
          </div>
        )}
        <Field label="Note (only the team sees it)" maxLength={BLOCK_NOTE_MAX} {...bind('note')} />
        <p className="text-sm text-muted">
          Times are New York’s. Visits already booked then stay booked: move or cancel them under
          Visits.
        </p>
        <button type="submit" className={button}>
          Block this time
        </button>
      </form>
    </div>
  )
}
