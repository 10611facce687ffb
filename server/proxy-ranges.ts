/**
 * Whether trusted proxy ranges together take in every address of IPv4 or of IPv6. Trusting
 * everyone is TRUST_PROXY=true under another name (0.0.0.0/1,128.0.0.0/1): anyone could write
 * the X-Forwarded-For that is believed, and dodge the rate limit.
 */
import { isIP } from 'node:net'

type Span = { from: bigint; to: bigint }

const IPV4_BITS = 32
const IPV6_BITS = 128
/** ::ffff:0:0/96, where IPv6 writes IPv4 addresses; Express matches IPv4 clients against it. */
const MAPPED_IPV4 = 0xffffn << 32n

/** An IPv4 address as a number. */
function ipv4Number(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(part), 0n)
}

/** An IPv6 address as a number: `::` expanded, a trailing IPv4 part read as two groups. */
function ipv6Number(address: string): bigint {
  let text = address
  const ipv4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (ipv4) {
    const n = ipv4Number(ipv4)
    text = `${text.slice(0, -ipv4.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.reduce((n, group) => (n << 16n) | BigInt(`0x${group}`), 0n)
}

/** The addresses a range takes in, from its first to its last. */
function span(start: bigint, prefix: number, bits: number): Span {
  const size = 1n << BigInt(bits - prefix)
  const from = (start / size) * size
  return { from, to: from + size - 1n }
}

/** Whether the spans together cover 0 to 2^bits - 1. */
function coversAll(spans: Span[], bits: number): boolean {
  let next = 0n
  for (const { from, to } of [...spans].sort((a, b) => (a.from < b.from ? -1 : 1))) {
    if (from > next) return false
    if (to + 1n > next) next = to + 1n
  }
  return next >= 1n << BigInt(bits)
}

/**
 * Whether `entries` (addresses, ranges such as 10.0.0.0/8, or names) trust every IPv4 or every
 * IPv6 address. A /0 always does. Names (loopback ...) are private ranges and never do.
 */
export function trustsEveryone(entries: readonly string[]): boolean {
  const ipv4: Span[] = []
  const ipv6: Span[] = []
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/')
    const family = isIP(address)
    if (family === 0) continue
    const bits = family === 4 ? IPV4_BITS : IPV6_BITS
    const prefix = prefixText === undefined ? bits : Number(prefixText)
    if (prefix === 0) return true
    if (family === 4) {
      ipv4.push(span(ipv4Number(address), prefix, bits))
      continue
    }
    const range = span(ipv6Number(address), prefix, bits)
    ipv6.push(range)
    // the part of an IPv6 range within ::ffff:0:0/96 trusts those IPv4 clients too
    const from = range.from > MAPPED_IPV4 ? range.from : MAPPED_IPV4
    const to = range.to < MAPPED_IPV4 + 0xffffffffn ? range.to : MAPPED_IPV4 + 0xffffffffn
    if (from <= to) ipv4.push({ from: from - MAPPED_IPV4, to: to - MAPPED_IPV4 })
  }
  return coversAll(ipv4, IPV4_BITS) || coversAll(ipv6, IPV6_BITS)
}
