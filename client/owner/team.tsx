import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call, post } from './api'
import type { Member } from '../../shared/owner-api'

/** The people who can sign in: invite a family member, remove one, sign out everywhere. */
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
  const [link, setLink] = useState('')
  const client = useQueryClient()
  const { data } = useQuery({
    queryKey: ['team'],
    queryFn: () => call<{ members: Member[] }>('team'),
  })
  const members = data?.members ?? []
  const load = () => client.invalidateQueries({ queryKey: ['team'] })

  const invite = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      setLink((await post<{ link: string }>('team/invites', { name })).link)
      say(`Invite for ${name} made: send them the link. It works once, for 24 hours.`)
      setName('')
    } catch (error) {
      say(error instanceof Error ? error.message : 'The invite could not be made.')
    }
  }
  const remove = async (member: Member) => {
    if (!confirm(`Remove ${member.name}? Their passkeys stop working at once.`)) return
    await call(`team/${member.id}`, { method: 'DELETE' })
    say(`${member.name} was removed.`)
    await load()
  }
  const signOut = async (everywhere: boolean) => {
    await post(everywhere ? 'signout-everywhere' : 'signout')
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
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand"
        >
          Make an invite link
        </button>
      </form>
      {link && (
        <p className="break-all rounded-md bg-brand-light p-3 text-sm">
          <span className="font-semibold">Send this link:</span> {link}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="min-h-11 underline" onClick={() => void signOut(false)}>
          Sign out
        </button>
        <button type="button" className="min-h-11 underline" onClick={() => void signOut(true)}>
          Sign out on every device
        </button>
      </div>
    </div>
  )
}
