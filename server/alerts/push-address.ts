/**
 * Where a push may go: the addresses a push service's name resolves to, each checked before the
 * server connects, and the connection then made to those very addresses. A subscription's
 * endpoint comes from a member's browser, so its name could be made to resolve into the
 * server's own network (a wildcard DNS name such as 10.0.0.5.example-dns.net, `localhost.`):
 * a push goes only to public addresses.
 */
import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'

/** Every address a host name resolves to, as node:dns `lookup(host, { all: true })` answers. */
export type Resolve = (host: string) => Promise<LookupAddress[]>

/** The system's resolver (getaddrinfo, as any connection by name uses). */
export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true })

/** A range no push service is in, and what it is called in a refusal. */
type Range = { bytes: number[]; bits: number; name: string }

/** An address range, or a range holding an IPv4 address in its last bits (checked in turn). */
type Rule = Range & { embedsIPv4At?: number }

const IPV4_RANGES: [string, string][] = [
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared (CGNAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]

/** Checked in order: the first that holds the address decides. */
const IPV6_RULES: [string, string, number?][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  // IPv4-mapped (::ffff:10.0.0.1) and IPv4-translated: the IPv4 address is what is reached
  ['::ffff:0:0/96', 'IPv4-mapped', 12],
  ['::ffff:0:0:0/96', 'IPv4-translated', 12],
  // the deprecated IPv4-compatible form (::127.0.0.1): nothing public is reached by it
  ['::/96', 'IPv4-compatible'],
  // NAT64 reaches the IPv4 address it ends with; its local-use prefix is a private network's
  ['64:ff9b::/96', 'NAT64', 12],
  ['64:ff9b:1::/48', 'private'],
  ['100::/64', 'discard'],
  ['2001::/32', 'Teredo'],
  ['2001:2::/48', 'benchmarking'],
  ['2001:db8::/32', 'documentation'],
  // 6to4 reaches the IPv4 address in its bits 16 to 47
  ['2002::/16', '6to4', 2],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'],
  ['ff00::/8', 'multicast'],
]

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number)
}

/** The 16 bytes of a valid IPv6 address (its zone, `%eth0`, left out). */
function ipv6Bytes(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]!.split('::')
  const words = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(group)
          return [(a << 8) | b, (c << 8) | d]
        })
  const first = words(head)
  const last = tail === undefined ? [] : words(tail)
  const all = [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
  return all.flatMap((word) => [word >> 8, word & 0xff])
}

function range(cidr: string, name: string): Range {
  const [address = '', bits = ''] = cidr.split('/')
  const bytes = isIP(address) === 4 ? ipv4Bytes(address) : ipv6Bytes(address)
  return { bytes, bits: Number(bits), name }
}

const IPV4: Range[] = IPV4_RANGES.map(([cidr, name]) => range(cidr, name))
const IPV6: Rule[] = IPV6_RULES.map(([cidr, name, at]) => ({
  ...range(cidr, name),
  ...(at === undefined ? {} : { embedsIPv4At: at }),
}))

function holds({ bytes, bits }: Range, address: number[]): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const mask = bits - i * 8 >= 8 ? 0xff : (0xff << (8 - (bits - i * 8))) & 0xff
    if (((address[i] ?? 0) & mask) !== ((bytes[i] ?? 0) & mask)) return false
  }
  return true
}

function ipv4Range(bytes: number[]): string | undefined {
  return IPV4.find((r) => holds(r, bytes))?.name
}

/**
 * The kind of non-public range `address` is in ('loopback', 'private', 'link-local', ...), or
 * undefined for a public address. What is not an IP address at all counts as not public.
 */
export function nonPublicRange(address: string): string | undefined {
  const family = isIP(address.split('%')[0]!)
  if (family === 4) return ipv4Range(ipv4Bytes(address))
  if (family !== 6) return 'not an address'
  const bytes = ipv6Bytes(address)
  const rule = IPV6.find((r) => holds(r, bytes))
  if (!rule) return undefined
  if (rule.embedsIPv4At === undefined) return rule.name
  const inner = ipv4Range(bytes.slice(rule.embedsIPv4At, rule.embedsIPv4At + 4))
  return inner && `${rule.name} ${inner}`
}

/** What may be reached besides public addresses: the test's own push service on loopback. */
export type AddressPolicy = {
  resolve?: Resolve
  /** tests only: loopback addresses are allowed too */
  allowLoopback?: boolean
}

/** The addresses a push to `host` may connect to, or why it may not. */
export type AddressCheck =
  { allowed: true; addresses: LookupAddress[] } | { allowed: false; address: string; range: string }

/**
 * Resolves `host` and checks every address it resolves to: one private, loopback, link-local
 * (or otherwise not public) address refuses the host, since which of them a connection would
 * take is not ours to say. Throws as the resolver does (ENOTFOUND, EAI_AGAIN).
 */
export async function checkPushHost(
  host: string,
  policy: AddressPolicy = {},
): Promise<AddressCheck> {
  // a URL's IPv6 host comes in brackets
  const name = host.replace(/^\[(.*)\]$/, '$1')
  const addresses = await (policy.resolve ?? systemResolve)(name)
  if (addresses.length === 0)
    throw Object.assign(new Error(`${name} has no address`), { code: 'ENOTFOUND' })
  for (const { address } of addresses) {
    const kind = nonPublicRange(address)
    if (kind === undefined || (policy.allowLoopback && kind === 'loopback')) continue
    return { allowed: false, address, range: kind }
  }
  return { allowed: true, addresses }
}

/**
 * A `lookup` for http.request that answers with the addresses already checked, so the
 * connection goes where the check looked and a second DNS answer cannot send it elsewhere.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    const fitting = addresses.filter((a) => !family || a.family === family)
    const first = fitting[0]
    if (!first) {
      const error = Object.assign(new Error('no checked address of that family'), {
        code: 'ENOTFOUND',
      })
      return callback(error, '', 0)
    }
    if (options.all) callback(null, fitting)
    else callback(null, first.address, first.family)
  }
}
