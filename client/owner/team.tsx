import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call, post } from './api'
import type { Member, NewInvite, PendingInvite } from '../../shared/owner-api'

/** A moment as the desk shows it: Mar 2, 6:00 PM. */
const when = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })

/** This device's alert subscription, if it has one: forgotten when the member signs out everywhere. */
async function unsubscribeThisDevice() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/owner/')
    await (await registration?.pushManager.getSubscription())?.unsubscribe()
  } catch {
    // the server has dropped it already: it gets no alert either way
  }
}

/**
 * The people who can sign in: invite a family member, the invites still waiting (revoke one),
 * remove someone, sign out everywhere.
 */
export function Team({
  me,
  say,
  onSignedOut,
}: {
  me: Member
  say: (message: string) => void
  onSignedOut: () => void
}) {
  const [name, setName] = useState('')
  // the invite just made: its link is shown this once, to send
  const [made, setMade] = useState<NewInvite>()
  // why the last invite could not be made (a name already taken ...), shown under the name
  const [problem, setProblem] = useState('')
  const client = useQueryClient()
  const { data } = useQuery({
    queryKey: ['team'],
    queryFn: () => call<{ members: Member[] }>('team'),
  })
  const members = data?.members ?? []
  const waiting = useQuery({
    queryKey: ['invites'],
    queryFn: () => call<{ invites: PendingInvite[] }>('team/invites'),
  })
  const invites = waiting.data?.invites
  const load = () => client.invalidateQueries({ queryKey: ['team'] })
  const loadInvites = () => client.invalidateQueries({ queryKey: ['invites'] })

  const invite = async (event: React.FormEvent) => {
    event.preventDefault()
    setProblem('')
    try {
      const invite = await post<NewInvite>('team/invites', { name })
      setMade(invite)
      say(`Invite for ${invite.name} made: send them the link. It works once, for 24 hours.`)
      setName('')
      await loadInvites()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The invite could not be made.')
    }
  }
  const revoke = async (pending: PendingInvite) => {
    try {
      await call(`team/invites/${pending.id}`, { method: 'DELETE' })
      say(`The invite for ${pending.name} was revoked: its link no longer works.`)
      if (made?.id === pending.id) setMade(undefined)
    } catch (error) {
      say(error instanceof Error ? error.message : 'The invite could not be revoked.')
    }
    await loadInvites()
  }
  const remove = async (member: Member) => {
    if (!confirm(`Remove ${member.name}? Their passkeys and invites stop working at once.`)) return
    await call(`team/${member.id}`, { method: 'DELETE' })
    say(`${member.name} was removed.`)
    await Promise.all([load(), loadInvites()])
  }
  const signOut = async (everywhere: boolean) => {
    await post(everywhere ? 'signout-everywhere' : 'signout')
    if (everywhere) await unsubscribeThisDevice()
    onSignedOut()
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {members.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-2">
            <span>
              {member.name}
              {member.id === me.id && ' (you)'}
            </span>
            {member.id !== me.id && (
              <button
                type="button"
                className="min-h-11 px-2 text-accent-dark underline"
                onClick={() => void remove(member)}
              >
                Remove {member.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="grid gap-2" onSubmit={(event) => void invite(event)}>
        <label htmlFor="invite-name" className="font-semibold">
          Invite someone (their name)
        </label>
        <input
          id="invite-name"
          className="min-h-11 rounded-lg border border-line px-3"
          value={name}
          maxLength={60}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'invite-name-problem' : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setProblem('')
          }}
        />
        {problem && (
          <p id="invite-name-problem" role="alert" className="text-sm text-accent-dark">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand"
        >
          Make an invite link
        </button>
      </form>
      {made && (
        <p className="break-all rounded-md bg-brand-light p-3 text-sm">
          <span className="font-semibold">Send this link to {made.name}:</span> {made.link}
        </p>
      )}
      <section aria-labelledby="invites-title" className="grid gap-2">
        <h3 id="invites-title" className="font-semibold">
          Invites waiting
        </h3>
        {invites && invites.length === 0 && (
          <p className="text-sm text-muted">No invite is waiting to be used.</p>
        )}
        {invites && invites.length > 0 && (
          <ul className="grid gap-2">
            {invites.map((pending) => (
              <li key={pending.id} className="flex items-center justify-between gap-2">
                <span>
                  {pending.name}
                  <span className="block text-sm text-muted">
                    {pending.invitedBy
                      ? `Invited by ${pending.invitedBy.id === me.id ? 'you' : pending.invitedBy.name}`
                      : 'Invited from the server'}
                    , works until {when(pending.expiresAt)}
                  </span>
                </span>
                <button
                  type="button"
                  className="min-h-11 shrink-0 px-2 text-accent-dark underline"
                  onClick={() => void revoke(pending)}
                >
                  Revoke<span className="sr-only"> the invite for {pending.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted">
          An invite stops working when the person who made it is removed or signs out on every
          device.
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="min-h-11 underline" onClick={() => void signOut(false)}>
          Sign out
        </button>
        <button type="button" className="min-h-11 underline" onClick={() => void signOut(true)}>
          Sign out on every device
        </button>
      </div>
      <p className="text-sm text-muted">
        Signing out on every device (a lost phone) also stops alerts on each of them and withdraws
        the invites you made.
      </p>
    </div>
  )
}
