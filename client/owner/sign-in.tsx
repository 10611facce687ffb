import { useEffect, useState } from 'react'
import { checkInvite, joinWithPasskey, passkeyProblem, signInWithPasskey } from './passkeys'
import type { Member } from '../../shared/owner-api'

const button =
  'w-full rounded-lg bg-brand px-4 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:opacity-60'

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 p-6">
      <h1 className="font-serif text-3xl font-bold text-brand">{title}</h1>
      {children}
    </main>
  )
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border border-accent bg-white p-3 text-accent-dark">
      {text}
    </p>
  )
}

/** The desk for someone not signed in: one button, their passkey. */
export function SignIn({ onSignedIn }: { onSignedIn: (member: Member) => void }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const signIn = async () => {
    setBusy(true)
    setProblem('')
    try {
      onSignedIn(await signInWithPasskey())
    } catch (error) {
      setProblem(passkeyProblem(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Frame title="Lead desk">
      <p>
        Every request from the website, on this phone. Sign in with the passkey you made when you
        were invited.
      </p>
      <button type="button" className={button} onClick={() => void signIn()} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      {problem && <Problem text={problem} />}
      <p className="text-sm text-muted">
        No passkey yet? Ask someone on the team to invite you, or run{' '}
        <code>npm run owner -- --invite "Your name"</code> on the server.
      </p>
    </Frame>
  )
}

/** Opening an invite link: who it is for, then making the passkey. */
export function Join({ token, onJoined }: { token: string; onJoined: (member: Member) => void }) {
  const [name, setName] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  useEffect(() => {
    checkInvite(token).then(setName, (error: unknown) => setProblem(passkeyProblem(error)))
  }, [token])
  const join = async () => {
    setBusy(true)
    setProblem('')
    try {
      onJoined(await joinWithPasskey(token))
    } catch (error) {
      setProblem(passkeyProblem(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Frame title={name ? `Welcome, ${name}` : 'Join the lead desk'}>
      <p>
        A passkey signs you in with this phone’s lock (your face, fingerprint or PIN). There is no
        password to remember, and nobody else can use it.
      </p>
      <button type="button" className={button} onClick={() => void join()} disabled={busy || !name}>
        {busy ? 'Making your passkey…' : 'Make my passkey'}
      </button>
      {problem && <Problem text={problem} />}
    </Frame>
  )
}
