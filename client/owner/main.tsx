/**
 * The owner's lead desk (/owner/): sign in with a passkey, then the visits booked, the requests,
 * where requests come from, the times blocked for booking, the calendar feed, alerts and team.
 * An invite link carries its token after # so it never reaches a server log.
 */
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { StrictMode, useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import './owner.css'
import { Agenda } from './agenda'
import { Alerts } from './alerts'
import { BlockedTimes } from './blocked-times'
import { CalendarFeed } from './calendar-feed'
import { call } from './api'
import { Inbox } from './inbox'
import { Insights } from './insights'
import { inviteTokenFromHash, type Member } from '../../shared/owner-api'
import { Join, SignIn } from './sign-in'
import { Team } from './team'

const inviteToken = () => inviteTokenFromHash(location.hash)

function Desk() {
  const [invite, setInvite] = useState(inviteToken)
  const [message, setMessage] = useState('')
  const say = useCallback((text: string) => setMessage(text), [])
  const client = useQueryClient()
  // not signed in, or the server out of reach: the sign-in, which says what went wrong
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => call<Member>('me'),
    retry: false,
  })
  const member = me.isPending ? undefined : (me.data ?? null)
  const signedOut = useCallback(() => {
    // nothing of the last person's stays in memory
    client.clear()
    client.setQueryData(['me'], null)
  }, [client])

  useEffect(() => {
    void navigator.serviceWorker?.register('/owner/sw.js', { scope: '/owner/' })
  }, [])

  const signedIn = (next: Member) => {
    client.setQueryData(['me'], next)
    setInvite(undefined)
    history.replaceState(null, '', '/owner/')
  }

  if (invite) return <Join token={invite} onJoined={signedIn} />
  if (member === undefined) return <p className="p-6">Loading…</p>
  if (member === null) return <SignIn onSignedIn={signedIn} />
  return (
    <>
      <header className="bg-brand px-4 py-3 text-white">
        <p className="mx-auto max-w-2xl font-semibold">Lead desk · {member.name}</p>
      </header>
      <main className="mx-auto grid max-w-2xl gap-8 p-4">
        <section aria-labelledby="visits-title" className="grid gap-3">
          <h2 id="visits-title" className="font-serif text-xl font-bold text-brand">
            Visits
          </h2>
          <Agenda say={say} />
        </section>
        <Inbox say={say} onSignedOut={signedOut} />
        <section aria-labelledby="insights-title" className="grid gap-3">
          <h2 id="insights-title" className="font-serif text-xl font-bold text-brand">
            Where requests come from
          </h2>
          <Insights say={say} />
        </section>
        <section aria-labelledby="blocks-title" className="grid gap-3">
          <h2 id="blocks-title" className="font-serif text-xl font-bold text-brand">
            Blocked times
          </h2>
          <BlockedTimes say={say} />
        </section>
        <section aria-labelledby="calendar-title" className="grid gap-3">
          <h2 id="calendar-title" className="font-serif text-xl font-bold text-brand">
            Visits in your calendar
          </h2>
          <CalendarFeed say={say} />
        </section>
        <section aria-labelledby="alerts-title" className="grid gap-3">
          <h2 id="alerts-title" className="font-serif text-xl font-bold text-brand">
            Alerts
          </h2>
          <Alerts say={say} />
        </section>
        <section aria-labelledby="team-title" className="grid gap-3">
          <h2 id="team-title" className="font-serif text-xl font-bold text-brand">
            Team
          </h2>
          <Team me={member} say={say} onSignedOut={signedOut} />
        </section>
      </main>
      <p
        role="status"
        aria-live="polite"
        className="fixed inset-x-0 bottom-0 bg-ink px-4 py-2 text-white empty:hidden"
      >
        {message}
      </p>
    </>
  )
}

// in memory only: the desk's data is never written to the device's storage
const queries = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } })

createRoot(document.getElementById('desk')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <Desk />
    </QueryClientProvider>
  </StrictMode>,
)
