/**
 * One push to one device: the payload encrypted for the device's keys (aes128gcm) and signed with
 * the server's VAPID key by web-push, then POSTed by fetch, which also reaches a test's own push
 * service on http://127.0.0.1 (web-push's own sender speaks https only).
 */
import webpush from 'web-push'
import type { PushTarget } from './subscription-store'
import type { VapidKeys } from './vapid-keys'

/** How the push services are told to handle an alert. */
export const PUSH_OPTIONS = {
  /** a phone off for longer than a day gets no stale alert: the e-mail still has the lead */
  ttlSeconds: 24 * 60 * 60,
  /** wake the phone now, as a call would */
  urgency: 'high',
  timeoutMs: 10_000,
} as const

/** What one device's push service made of a push. */
export type PushResult = {
  endpoint: string
  /**
   * delivered: the push service took it; gone: the device unsubscribed (404 or 410) and is
   * forgotten; failed: kept, with the error recorded
   */
  outcome: 'delivered' | 'gone' | 'failed'
  /** the push service's status, when it answered */
  status?: number
  error?: string
  /** a network error, a timeout, 429 or a 5xx: the same push may get through later */
  transient: boolean
}

export type VapidDetails = VapidKeys & { subject: string }

/** Sends `payload` (JSON) to one device; never throws: a failure is a result. */
export async function pushTo(
  target: PushTarget,
  payload: object,
  vapid: VapidDetails,
): Promise<PushResult> {
  const { endpoint } = target
  let request: webpush.RequestDetails
  try {
    request = webpush.generateRequestDetails(
      { endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_OPTIONS.ttlSeconds,
        urgency: PUSH_OPTIONS.urgency,
        contentEncoding: 'aes128gcm',
      },
    )
  } catch (error) {
    // keys the subscription check let through but the encryption refuses: no retry mends that
    return { endpoint, outcome: 'failed', error: (error as Error).message, transient: false }
  }
  // fetch counts the body itself; web-push's numbers become strings
  const headers = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)])
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers,
      // a copy on an ArrayBuffer of its own, the body type the DOM's fetch types accept
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_OPTIONS.timeoutMs),
    })
    await response.arrayBuffer()
  } catch (error) {
    return { endpoint, outcome: 'failed', error: networkError(error), transient: true }
  }
  const { status } = response
  if (response.ok) return { endpoint, outcome: 'delivered', status, transient: false }
  const error = `${status} ${response.statusText}`.trim()
  if (status === 404 || status === 410)
    return { endpoint, outcome: 'gone', status, error, transient: false }
  const transient = status === 429 || status >= 500
  return { endpoint, outcome: 'failed', status, error, transient }
}

/** A failed request's reason, as short as the owner can read it: "ECONNREFUSED", "timeout". */
function networkError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer in ${PUSH_OPTIONS.timeoutMs / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message
}
