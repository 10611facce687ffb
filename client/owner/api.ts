/**
 * The desk's calls to /api/owner/: JSON both ways, the session cookie sent along. A 401 means
 * the person is not signed in (or was removed): the desk shows its sign-in.
 */
export class SignedOut extends Error {
  override name = 'SignedOut'
}

const BASE = '/api/owner/'

/** The answer of `path`, or throws SignedOut on 401 and an Error with the server's message. */
export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(BASE + path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  })
  if (response.status === 401) throw new SignedOut()
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) {
    throw new Error(body.message ?? `The server answered ${response.status}. Please try again.`)
  }
  return body as T
}

export const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) })
