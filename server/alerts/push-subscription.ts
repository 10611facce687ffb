/**
 * A device's push subscription as the page sends it: the JSON of the browser's PushSubscription
 * (`subscription.toJSON()`), checked before it is kept, since the server will POST to its
 * endpoint and encrypt for its keys.
 */
import { ECDH } from 'node:crypto'
import { isIP } from 'node:net'
import { z } from 'zod'

/** Push services' endpoints run to a few hundred characters; longer is not a subscription. */
export const ENDPOINT_MAX = 2048
/** A member's devices that get alerts; subscribing another replaces the oldest. */
export const DEVICES_PER_MEMBER = 10

const BASE64URL = /^[A-Za-z0-9_-]+$/

/** base64url bytes of an exact length (a trailing `=` some encoders add is allowed). */
function base64urlBytes(bytes: number, what: string) {
  const chars = Math.ceil((bytes * 4) / 3)
  return z
    .string()
    .max(chars + 2)
    .transform((raw) => raw.replace(/=+$/, ''))
    .refine((key) => key.length === chars && BASE64URL.test(key), `must be ${what}`)
}

/** Options for the endpoint check. */
export type EndpointRules = {
  /**
   * tests only: also accept http://127.0.0.1:port/..., a push service run by the test, and
   * deliver to it on loopback. The server never sets it: it is passed in code where a test
   * builds its team push.
   */
  allowLoopbackHttp?: boolean
}

/** Names for this machine or a private network, never a push service's (RFC 6761, 6762, 8375). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa', 'arpa']

/** Whether `url` is the test's own push service, as `allowLoopbackHttp` lets through. */
export function isTestLoopbackEndpoint(url: URL, rules: EndpointRules): boolean {
  return !!rules.allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1'
}

/**
 * An https address on the default port of a named host. Push services are all like that, and
 * the rule keeps a member's session from making the server POST into its own network; the
 * addresses the name resolves to are checked again as each push is sent (push-address.ts).
 */
export function endpointProblem(raw: string, rules: EndpointRules): string | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'is not an address'
  }
  if (isTestLoopbackEndpoint(url, rules)) return
  if (url.protocol !== 'https:') return 'must be an https address'
  if (url.username || url.password) return 'must not carry a user name or password'
  if (url.port) return 'must use the default https port'
  return hostProblem(url.hostname)
}

/** A push service's name: not an IP address, no trailing dot, no name of a local network. */
function hostProblem(hostname: string): string | undefined {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const labels = host.split('.')
  const named =
    !isIP(host) &&
    labels.length >= 2 &&
    labels.every((label) => label.length > 0) &&
    // a last label of digits only is an address in some resolvers' eyes (127.1)
    !/^(\d+|0x[\da-f]*)$/.test(labels.at(-1)!) &&
    !LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
  return named ? undefined : 'must name a push service'
}

/** The subscription schema under the endpoint rules. */
export function pushSubscriptionSchema(rules: EndpointRules = {}) {
  return z.object({
    endpoint: z
      .string()
      .max(ENDPOINT_MAX, `must be at most ${ENDPOINT_MAX} characters`)
      .superRefine((raw, ctx) => {
        const problem = endpointProblem(raw, rules)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: base64urlBytes(65, 'a P-256 public key (65 bytes, base64url)').refine(
        isP256Point,
        'must be a point on the P-256 curve',
      ),
      auth: base64urlBytes(16, 'an authentication secret (16 bytes, base64url)'),
    }),
  })
}

/** Whether the key is an uncompressed point on P-256, as the payload's encryption needs. */
function isP256Point(key: string): boolean {
  const point = Buffer.from(key, 'base64url')
  if (point[0] !== 0x04) return false // the uncompressed form's first byte
  try {
    ECDH.convertKey(point, 'prime256v1')
    return true
  } catch {
    return false
  }
}

export type PushSubscriptionJson = z.infer<ReturnType<typeof pushSubscriptionSchema>>
