/**
 * Signing in and joining with a passkey: the server's options, the browser's ceremony, the
 * server's check. The session cookie is set by the last answer.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { post } from './api'

export type Member = { id: string; name: string }

export async function signInWithPasskey(): Promise<Member> {
  const optionsJSON =
    await post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('signin/options')
  const response = await startAuthentication({ optionsJSON })
  return (await post<{ member: Member }>('signin/verify', { response })).member
}

/** Who an invite is for, or an Error saying it is used or expired. */
export async function checkInvite(token: string): Promise<string> {
  return (await post<{ name: string }>('invites/check', { token })).name
}

export async function joinWithPasskey(token: string): Promise<Member> {
  const optionsJSON = await post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    'register/options',
    { token },
  )
  const response = await startRegistration({ optionsJSON })
  return (await post<{ member: Member }>('register/verify', { token, response })).member
}

/** The words for a ceremony that did not finish: the person closed it, or the device cannot. */
export function passkeyProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed before it finished. Try again when you are ready.'
  }
  if (name === 'InvalidStateError')
    return 'This device already has a passkey for the desk: sign in.'
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.'
}
