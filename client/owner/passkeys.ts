/**
 * Signing in and joining with a passkey: the server's options (with the ceremony they belong
 * to), the browser's ceremony, the server's check. The session cookie is set by the last answer.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { CeremonyOptions, InviteCheck, Member } from '../../shared/owner-api'
import { post } from './api'

type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON']
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON']

export async function signInWithPasskey(): Promise<Member> {
  const { ceremony, options } = await post<CeremonyOptions<RequestOptions>>('signin/options')
  const response = await startAuthentication({ optionsJSON: options })
  return post<Member>('signin/verify', { ceremony, response })
}

/** Who an invite is for, or an Error saying it is used or expired. */
export async function checkInvite(token: string): Promise<string> {
  return (await post<InviteCheck>('invites/check', { token })).name
}

export async function joinWithPasskey(token: string): Promise<Member> {
  const { ceremony, options } = await post<CeremonyOptions<CreationOptions>>('register/options', {
    token,
  })
  const response = await startRegistration({ optionsJSON: options })
  return post<Member>('register/verify', { ceremony, response })
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
