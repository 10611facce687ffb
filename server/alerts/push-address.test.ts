/**
 * Where a push may go: every address a push service's name resolves to must be public, whatever
 * the name looks like, and the connection goes to the addresses that were checked.
 */
import type { LookupAddress } from 'node:dns'
import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { checkPushHost, nonPublicRange, pinnedLookup, type Resolve } from './push-address'
import { startTestPushService } from '../testing/push-service'

const service = await startTestPushService()
afterAll(() => service.close())

/** A resolver that answers each name with the addresses a test chose, and counts its calls. */
function resolver(answers: Record<string, string[]>) {
  const asked: string[] = []
  const resolve: Resolve = (host) => {
    asked.push(host)
    const addresses = answers[host]
    if (!addresses) return Promise.reject(Object.assign(new Error(host), { code: 'ENOTFOUND' }))
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )
  }
  return { resolve, asked }
}

const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.8.9.10', 'loopback'],
  ['::1', 'loopback'],
  ['10.0.0.5', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.20', 'private'],
  ['169.254.169.254', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fc00::1', 'private'],
  ['fd12:3456::1', 'private'],
  ['0.0.0.0', 'unspecified'],
  ['::', 'unspecified'],
  ['100.64.0.1', 'shared (CGNAT)'],
  ['100.127.255.254', 'shared (CGNAT)'],
  ['224.0.0.251', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'reserved'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback'],
  ['::ffff:10.0.0.5', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['::127.0.0.1', 'IPv4-compatible'],
  ['64:ff9b::a00:5', 'NAT64 private'],
  ['2002:c0a8:0114::1', '6to4 private'],
]

const PUBLIC = [
  '17.253.144.10', // an Apple address
  '142.250.80.10',
  '100.128.0.1', // just past CGNAT
  '172.32.0.1', // just past 172.16/12
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200a',
  '::ffff:142.250.80.10',
  '64:ff9b::8efa:500a',
]

describe('the address check', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, range) => {
    expect(nonPublicRange(address)).toBe(range)
  })

  it.each(PUBLIC)('lets %s through', (address) => {
    expect(nonPublicRange(address)).toBeUndefined()
  })

  it('refuses a name when any address it resolves to is not public', async () => {
    const { resolve } = resolver({
      'push.example.com': ['142.250.80.10', '10.0.0.5'],
      'loop.example.com': ['::1'],
      'mapped.example.com': ['::ffff:127.0.0.1'],
    })
    await expect(checkPushHost('push.example.com', { resolve })).resolves.toEqual({
      allowed: false,
      address: '10.0.0.5',
      range: 'private',
    })
    await expect(checkPushHost('loop.example.com', { resolve })).resolves.toMatchObject({
      allowed: false,
      range: 'loopback',
    })
    await expect(checkPushHost('mapped.example.com', { resolve })).resolves.toMatchObject({
      allowed: false,
      range: 'IPv4-mapped loopback',
    })
  })

  it.each(REFUSED)('refuses a name that resolves to %s', async (address, range) => {
    const { resolve } = resolver({ '127.0.0.1.wildcard-dns.example': [address] })
    await expect(
      checkPushHost('127.0.0.1.wildcard-dns.example', { resolve }),
    ).resolves.toMatchObject({ allowed: false, range })
  })

  it('lets a name through whose addresses are all public, with those addresses', async () => {
    const { resolve } = resolver({ 'web.push.apple.com': ['17.253.144.10', '2606:4700::1111'] })
    await expect(checkPushHost('web.push.apple.com', { resolve })).resolves.toEqual({
      allowed: true,
      addresses: [
        { address: '17.253.144.10', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    })
  })

  it('refuses loopback names through the system resolver', async () => {
    // `localhost` resolves everywhere (/etc/hosts): the address is refused, whatever the name
    await expect(checkPushHost('localhost')).resolves.toMatchObject({
      allowed: false,
      range: 'loopback',
    })
    // these resolve to loopback where the resolver knows *.localhost (systemd-resolved, macOS)
    // and not at all elsewhere: never are they let through
    for (const name of ['localhost.', 'foo.localhost', 'foo.localhost.']) {
      const check = await checkPushHost(name).catch((error: NodeJS.ErrnoException) => error.code)
      if (typeof check === 'string') expect(check).toMatch(/^(ENOTFOUND|EAI_AGAIN|ENODATA)$/)
      else expect(check).toMatchObject({ allowed: false, range: 'loopback' })
    }
    // an IP address in a form a URL would not rewrite, through getaddrinfo
    await expect(checkPushHost('127.1')).resolves.toMatchObject({ allowed: false })
    await expect(checkPushHost('[::1]')).resolves.toMatchObject({ allowed: false })
  })

  it('allows loopback, and only loopback, when a test asks for it', async () => {
    const { resolve } = resolver({ 'a.example': ['127.0.0.1'], 'b.example': ['10.0.0.5'] })
    const policy = { resolve, allowLoopback: true }
    await expect(checkPushHost('a.example', policy)).resolves.toMatchObject({ allowed: true })
    await expect(checkPushHost('b.example', policy)).resolves.toMatchObject({ allowed: false })
  })
})

describe('the connection', () => {
  it('goes to the checked address, with no second lookup of the name', async () => {
    const device = service.device()
    const port = new URL(device.subscription.endpoint).port
    const checked: LookupAddress[] = [{ address: '127.0.0.1', family: 4 }]
    // a name no resolver knows: only the pinned address can take the connection there
    const status = await new Promise<number>((resolve, reject) => {
      request(`http://push.invalid:${port}/nowhere`, {
        method: 'POST',
        lookup: pinnedLookup(checked),
      })
        .on('response', (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject)
        .end()
    })
    expect(status).toBe(404)
  })

  it('answers with the checked addresses only, one or all as asked', () => {
    const checked: LookupAddress[] = [
      { address: '17.253.144.10', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]
    const lookup = pinnedLookup(checked)
    const answers: unknown[] = []
    lookup('web.push.apple.com', { all: true }, (_e, addresses) => answers.push(addresses))
    lookup('web.push.apple.com', {}, (_e, address, family) => answers.push([address, family]))
    lookup('web.push.apple.com', { family: 6 }, (_e, address) => answers.push(address))
    expect(answers).toEqual([checked, ['17.253.144.10', 4], '2606:4700::1111'])
  })
})
