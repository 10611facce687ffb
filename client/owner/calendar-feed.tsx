import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CalendarAnswer } from '../../shared/booking-desk-api'
import { call, post } from './api'

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 font-semibold text-brand hover:bg-brand-light'

/**
 * The booked visits in the team's own calendar app: the feed's private address to copy or
 * subscribe to, and a new address when the old one went where it should not.
 */
export function CalendarFeed({ say }: { say: (message: string) => void }) {
  const client = useQueryClient()
  const { data } = useQuery({
    queryKey: ['calendar'],
    queryFn: () => call<CalendarAnswer>('calendar'),
  })
  if (!data) return <p>Loading the calendar’s address…</p>
  const { url } = data

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      say('The calendar’s address is copied.')
    } catch {
      say('It could not be copied here: select the address and copy it.')
    }
  }
  const replace = async () => {
    if (
      !confirm(
        'Make a new address? Every calendar subscribed to this one stops showing the visits, ' +
          'yours too, until it is subscribed again with the new address.',
      )
    )
      return
    try {
      client.setQueryData(['calendar'], await post<CalendarAnswer>('calendar/revoke'))
      say('The calendar has a new address; the old one no longer works. Subscribe again.')
    } catch (error) {
      say(error instanceof Error ? error.message : 'Not replaced. Please try again.')
    }
  }

  return (
    <div className="grid gap-3">
      <p>
        Every visit, with the homeowner’s name, phone and town, in your phone’s calendar. Keep the
        address to the team: whoever has it sees the visits.
      </p>
      <label htmlFor="calendar-url" className="font-semibold">
        Calendar address
      </label>
      <input
        id="calendar-url"
        readOnly
        value={url}
        className="min-h-11 w-full rounded-lg border border-line bg-white px-3 text-sm"
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => void copy()}>
          Copy the address
        </button>
        <a className={button} href={url.replace(/^https?:/, 'webcal:')}>
          Subscribe in Apple Calendar
        </a>
      </div>
      <p className="text-sm">
        <span className="font-semibold">Google Calendar:</span> on a computer, open Google Calendar,
        then Other calendars → + → From URL; paste the address and choose Add calendar. Google reads
        it again only every few hours.
      </p>
      <button
        type="button"
        className={`${button} justify-self-start`}
        onClick={() => void replace()}
      >
        Replace the address
      </button>
    </div>
  )
}
