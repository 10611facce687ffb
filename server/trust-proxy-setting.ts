/** TRUST_PROXY: how many proxies stand in front of the server, or their addresses, checked. */
import { isIP } from 'node:net'
import { z } from 'zod'
import { trustsEveryone } from './proxy-ranges'

/** Express 'trust proxy': off, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[]

/** Express's names for the private ranges a proxy in the same host or network has. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An address, or an address with a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const SET_PROXIES =
  'Set the number of proxies in front of the server (e.g. 1 behind one reverse proxy or CDN) ' +
  'or their addresses (e.g. loopback, or 10.0.0.0/8).'

/**
 * TRUST_PROXY: false, the number of proxies in front of the server, or their addresses. Never
 * `true`, which believes the left-most X-Forwarded-For entry: anyone can write that one and so
 * get a fresh rate limit with each request; nor ranges that together take in every address.
 */
export function trustProxySetting(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim()
  if (value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would believe any X-Forwarded-For a visitor sends, so anyone could dodge the rate limit. ${SET_PROXIES}`,
    })
    return z.NEVER
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.includes(e) && !isAddressOrRange(e))
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `must be false, a number of proxies (e.g. 1) or proxy addresses separated by commas ` +
        `(IP addresses, ranges such as 10.0.0.0/8, or ${PROXY_RANGE_NAMES.join(', ')}); ` +
        `not understood: ${bad.map((e) => `"${e}"`).join(', ')}`,
    })
    return z.NEVER
  }
  if (trustsEveryone(entries)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" takes in every address, as true would, so anyone could dodge the rate limit. ${SET_PROXIES}`,
    })
    return z.NEVER
  }
  return entries
}
