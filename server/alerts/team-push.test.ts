/**
 * What the desk's routes will call: a member's devices (kept only when they are real push
 * subscriptions), the key pages subscribe with, and the test alert with a result per device.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { ValidationError } from '../errors'
import { temporaryDatabase } from '../testing/database'
import { freePort } from '../testing/free-port'
import { ADDRESS_NOT_ALLOWED } from './push-delivery'
import type { Resolve } from './push-address'
import { DEVICES_PER_MEMBER, ENDPOINT_MAX } from './push-subscription'
import { teamPush } from './team-push'
import { startTestPushService } from '../testing/push-service'
import { addTeamMember, removeTeamMember } from '../testing/team-members'

const service = await startTestPushService()
const databases: ReturnType<typeof temporaryDatabase>[] = []
afterAll(async () => {
  databases.forEach((d) => d.remove())
  await service.close()
})

function setup(allowLoopbackHttp = true, resolve?: Resolve) {
  const t = temporaryDatabase()
  databases.push(t)
  const push = teamPush(t.db, {
    dataDir: t.dir,
    siteUrl: 'https://www.example.com',
    allowLoopbackHttp,
    ...(resolve ? { resolve } : {}),
  })
  return { ...t, push, member: addTeamMember(t.db, 'Owner') }
}

/** A subscription as a browser makes it, on a real push service's address. */
function browserSubscription(endpoint = `https://web.push.apple.com/${crypto.randomUUID()}`) {
  return { ...service.device().subscription, endpoint }
}

/** The message subscribe() refuses `json` with. */
function refusal(push: ReturnType<typeof setup>['push'], member: string, json: unknown): string {
  try {
    push.subscribe(member, json)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as Error).message
  }
  throw new Error('accepted')
}

describe('a member’s devices', () => {
  it('keeps a browser’s subscription and lists it with its push service', () => {
    const t = setup()
    const json = browserSubscription()
    expect(t.push.subscribe(t.member, json)).toMatchObject({
      endpoint: json.endpoint,
      host: 'web.push.apple.com',
      lastSuccessAt: null,
    })
    expect(t.push.listFor(t.member).map((d) => d.endpoint)).toEqual([json.endpoint])
    expect(t.push.publicKey()).toMatch(/^[\w-]{87}$/)
  })

  it('replaces the keys when the same device subscribes again', () => {
    const t = setup()
    const first = browserSubscription()
    t.push.subscribe(t.member, first)
    const again = { ...browserSubscription(first.endpoint) }
    t.push.subscribe(t.member, again)
    expect(t.push.listFor(t.member)).toHaveLength(1)
    const keys = t.db.prepare('SELECT p256dh FROM push_subscriptions').pluck().all()
    expect(keys).toEqual([again.keys.p256dh])
  })

  it(`keeps a member’s ${DEVICES_PER_MEMBER} newest devices`, () => {
    const t = setup()
    const all = Array.from({ length: DEVICES_PER_MEMBER + 2 }, () => browserSubscription())
    all.forEach((json) => t.push.subscribe(t.member, json))
    expect(t.push.listFor(t.member).map((d) => d.endpoint)).toEqual(
      all.slice(2).map((json) => json.endpoint),
    )
  })

  it('refuses what is not a push subscription, saying which part is wrong', () => {
    const t = setup(false)
    const good = browserSubscription()
    const wrong = (change: object) => refusal(t.push, t.member, { ...good, ...change })
    expect(wrong({ endpoint: 'http://push.example.com/x' })).toMatch(/endpoint must be an https/)
    expect(wrong({ endpoint: 'http://127.0.0.1:8080/x' })).toMatch(/endpoint must be an https/)
    expect(wrong({ endpoint: 'https://10.0.0.5/x' })).toMatch(/endpoint must name a push service/)
    expect(wrong({ endpoint: 'https://push.example.com:8443/x' })).toMatch(/default https port/)
    expect(wrong({ endpoint: 'https://u:p@push.example.com/x' })).toMatch(/user name/)
    expect(wrong({ endpoint: `https://push.example.com/${'x'.repeat(ENDPOINT_MAX)}` })).toMatch(
      /at most/,
    )
    expect(wrong({ keys: { ...good.keys, auth: good.keys.auth.slice(1) } })).toMatch(
      /keys\.auth must be an authentication secret/,
    )
    // 65 bytes, but not a point on the curve
    const offCurve = Buffer.alloc(65, 1)
    offCurve[0] = 4
    expect(wrong({ keys: { ...good.keys, p256dh: offCurve.toString('base64url') } })).toMatch(
      /keys\.p256dh must be a point on the P-256 curve/,
    )
    expect(refusal(t.push, t.member, 'endpoint')).toMatch(/subscription/)
    expect(t.push.listFor(t.member)).toEqual([])
  })

  it('refuses a name for this machine or its network, and an address in any form', () => {
    const t = setup(false)
    const good = browserSubscription()
    for (const endpoint of [
      'https://localhost./x',
      'https://foo.localhost/x',
      'https://FOO.LOCALHOST./x',
      'https://push.example.com./x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://router.home.arpa/x',
      'https://127.1/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://a..example.com/x',
    ]) {
      expect(refusal(t.push, t.member, { ...good, endpoint }), endpoint).toMatch(
        /endpoint must name a push service/,
      )
    }
    // a test's loopback push service is only ever http://127.0.0.1, and only where allowed
    expect(refusal(t.push, t.member, { ...good, endpoint: 'http://localhost:8080/x' })).toMatch(
      /https/,
    )
    expect(t.push.listFor(t.member)).toEqual([])
  })

  it('turns alerts on only for members still on the team', () => {
    const t = setup()
    removeTeamMember(t.db, t.member)
    expect(() => t.push.subscribe(t.member, browserSubscription())).toThrow(/member of the team/)
  })

  it('lets a member remove only their own devices', () => {
    const t = setup()
    const other = addTeamMember(t.db, 'Partner')
    const json = browserSubscription()
    t.push.subscribe(t.member, json)
    expect(t.push.unsubscribe(other, json.endpoint)).toBe(false)
    expect(t.push.listFor(t.member)).toHaveLength(1)
    expect(t.push.unsubscribe(t.member, json.endpoint)).toBe(true)
    expect(t.push.listFor(t.member)).toEqual([])
  })
})

describe('the test alert', () => {
  it('goes to each of the member’s devices at once, with a result for each', async () => {
    const t = setup()
    const other = addTeamMember(t.db, 'Partner')
    const [working, gone, failing, someoneElse] = [1, 2, 3, 4].map(() => service.device())
    t.push.subscribe(t.member, working!.subscription)
    t.push.subscribe(t.member, gone!.subscription)
    t.push.subscribe(t.member, failing!.subscription)
    t.push.subscribe(other, someoneElse!.subscription)
    gone!.answerWith(410)
    failing!.answerWith(500)

    const results = await t.push.sendTestAlert(t.member)
    expect(results).toEqual([
      {
        endpoint: working!.subscription.endpoint,
        outcome: 'delivered',
        status: 201,
        transient: false,
      },
      {
        endpoint: gone!.subscription.endpoint,
        outcome: 'gone',
        status: 410,
        error: '410 Gone',
        transient: false,
      },
      {
        endpoint: failing!.subscription.endpoint,
        outcome: 'failed',
        status: 500,
        error: '500 Internal Server Error',
        transient: true,
      },
    ])
    expect(working!.arrived.map((a) => a.alert)).toEqual([
      expect.objectContaining({ title: 'Test alert', url: '/owner/', newCount: 0 }),
    ])
    expect(someoneElse!.arrived).toEqual([])
    // the gone device is forgotten; the failing one is kept, with what went wrong
    expect(t.push.listFor(t.member)).toEqual([
      expect.objectContaining({ endpoint: working!.subscription.endpoint, lastError: null }),
      expect.objectContaining({
        endpoint: failing!.subscription.endpoint,
        lastError: '500 Internal Server Error',
        lastSuccessAt: null,
        lastAttemptAt: expect.any(String),
      }),
    ])
  })

  it('reports a push service that cannot be reached', async () => {
    const t = setup()
    const closed = {
      ...service.device().subscription,
      endpoint: `http://127.0.0.1:${await freePort()}/push`,
    }
    t.push.subscribe(t.member, closed)
    const [result] = await t.push.sendTestAlert(t.member)
    expect(result).toMatchObject({ outcome: 'failed', error: 'ECONNREFUSED', transient: true })
  })

  it('goes to no push service whose name resolves into a private network, and says so plainly', async () => {
    const inside = {
      'loopback.example.com': '127.0.0.1',
      'loopback6.example.com': '::1',
      'ten.example.com': '10.0.0.5',
      'home.example.com': '192.168.1.20',
      'metadata.example.com': '169.254.169.254',
      'ula.example.com': 'fc00::1',
      'mapped.example.com': '::ffff:127.0.0.1',
    }
    const asked: string[] = []
    const resolve: Resolve = (host) => {
      asked.push(host)
      const address = inside[host as keyof typeof inside]
      return Promise.resolve(address ? [{ address, family: address.includes(':') ? 6 : 4 }] : [])
    }
    const t = setup(false, resolve)
    const endpoints = Object.keys(inside).map((host) => `https://${host}/${crypto.randomUUID()}`)
    for (const endpoint of endpoints) t.push.subscribe(t.member, browserSubscription(endpoint))

    const results = await t.push.sendTestAlert(t.member)
    expect(results).toEqual(
      endpoints.map((endpoint) => ({
        endpoint,
        outcome: 'failed',
        error: ADDRESS_NOT_ALLOWED,
        transient: false,
      })),
    )
    expect(asked.sort()).toEqual(Object.keys(inside).sort())
    // kept, with the reason on the desk, for the member to remove
    expect(t.push.listFor(t.member)).toEqual(
      endpoints.map((endpoint) =>
        expect.objectContaining({ endpoint, lastError: ADDRESS_NOT_ALLOWED, lastSuccessAt: null }),
      ),
    )
  })

  it('goes nowhere for a device kept before names such as `localhost.` were refused', async () => {
    // the server's own settings: no loopback, the system's resolver
    const t = setup(false)
    const loopback = service.device()
    const { keys } = loopback.subscription
    const endpoints = [
      'https://localhost./x',
      'https://foo.localhost/x',
      // the test's own push service, which only a test that asks may reach
      loopback.subscription.endpoint,
    ]
    for (const endpoint of endpoints) {
      t.db
        .prepare(
          `INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(endpoint, t.member, keys.p256dh, keys.auth, new Date().toISOString())
    }
    const results = await t.push.sendTestAlert(t.member)
    expect(results.map((r) => [r.endpoint, r.outcome, r.error])).toEqual(
      endpoints.map((endpoint) => [endpoint, 'failed', ADDRESS_NOT_ALLOWED]),
    )
    expect(loopback.arrived).toEqual([])
  })
})
