/**
 * One push to one device: the payload encrypted for the device's keys (aes128gcm) and signed with
 * the server's VAPID key by web-push, then POSTed by node:https to an address checked first
 * (push-address.ts): the endpoint's name is resolved, every address it has must be public, and
 * the connection goes to those addresses, not to a second DNS answer. A test's own push service
 * on http://127.0.0.1 is reached only where the test allows it (`allowLoopbackHttp`).
 */
import { Agent as HttpAgent, request as httpRequest, STATUS_CODES } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import webpush from 'web-push'
import { checkPushHost, pinnedLookup, type Resolve } from './push-address'
import { endpointProblem, isTestLoopbackEndpoint, type EndpointRules } from './push-subscription'
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

/** What a member is told of a device whose push service is not somewhere the server may POST. */
export const ADDRESS_NOT_ALLOWED = 'this device’s push service address is not allowed'

/** What one device's push service made of a push. */
export type PushResult = {
  endpoint: string
  /**
   * delivered: the push service took it; gone: the device unsubscribed (404 or 410) and is
   * forgotten; failed: kept, with the error recorded (a push service whose address is not
   * allowed among them)
   */
  outcome: 'delivered' | 'gone' | 'failed'
  /** the push service's status, when it answered */
  status?: number
  error?: string
  /** a network error, a timeout, 429 or a 5xx: the same push may get through later */
  transient: boolean
}

export type VapidDetails = VapidKeys & { subject: string }

/** Where pushes may go: the endpoint rules subscribing checked, and the resolver (tests inject one). */
export type PushNetwork = EndpointRules & {
  /** node:dns lookup of every address by default */
  resolve?: Resolve
}

// kept-alive connections, each made to an address that was checked when it was opened
const agents = {
  'https:': new HttpsAgent({ keepAlive: true }),
  'http:': new HttpAgent({ keepAlive: true }),
}

/** Sends `payload` (JSON) to one device; never throws: a failure is a result. */
export async function pushTo(
  target: PushTarget,
  payload: object,
  vapid: VapidDetails,
  network: PushNetwork = {},
): Promise<PushResult> {
  const { endpoint } = target
  const refused: PushResult = {
    endpoint,
    outcome: 'failed',
    error: ADDRESS_NOT_ALLOWED,
    transient: false,
  }
  // what subscribing refuses (a subscription kept before the rules were tightened) goes nowhere
  if (endpointProblem(endpoint, network)) return refused
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
  const url = new URL(endpoint)
  const deadline = AbortSignal.timeout(PUSH_OPTIONS.timeoutMs)
  let status: number
  try {
    const check = await beforeDeadline(
      checkPushHost(url.hostname, {
        ...(network.resolve ? { resolve: network.resolve } : {}),
        allowLoopback: isTestLoopbackEndpoint(url, network),
      }),
      deadline,
    )
    if (!check.allowed) return refused
    status = await post(url, request, pinnedLookup(check.addresses), deadline)
  } catch (error) {
    return { endpoint, outcome: 'failed', error: networkError(error, deadline), transient: true }
  }
  if (status >= 200 && status < 300) {
    return { endpoint, outcome: 'delivered', status, transient: false }
  }
  // the standard reason, never the push service's own words
  const error = `${status} ${STATUS_CODES[status] ?? ''}`.trim()
  if (status === 404 || status === 410)
    return { endpoint, outcome: 'gone', status, error, transient: false }
  const transient = status === 429 || status >= 500
  return { endpoint, outcome: 'failed', status, error, transient }
}

/** POSTs the request through `lookup`'s addresses; the status once the answer has been read. */
function post(
  url: URL,
  details: webpush.RequestDetails,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:']
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'POST', headers: details.headers, agent, lookup, signal })
    req.on('response', (res) => {
      // the answer's body is read and dropped: nothing of it reaches anyone
      res.resume()
      res.on('close', () =>
        res.complete ? resolve(res.statusCode ?? 0) : reject(new Error('the answer was cut off')),
      )
    })
    req.on('error', reject)
    req.end(details.body ?? undefined)
  })
}

/** `promise`, or a rejection once `signal` aborts (the resolver takes no signal of its own). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** A failed request's reason, as short as the owner can read it: "ECONNREFUSED", "timeout". */
function networkError(error: unknown, deadline: AbortSignal): string {
  if (deadline.aborted) return `no answer in ${PUSH_OPTIONS.timeoutMs / 1000} s`
  const { code, message } = error as { code?: string; message?: string }
  return code ?? message ?? String(error)
}
