/**
 * Alerts through the desk's API and a push service of the test's own on loopback, which
 * decrypts what arrives with the device's keys: a member's phone subscribes, a test alert and a
 * real lead's alert arrive, and how the last one went is shown; "sign out everywhere" (a lost
 * phone) stops them.
 */
import { createServer } from 'node:http'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { pushAlertHandler } from '../alerts/push-alert'
import { ADDRESS_NOT_ALLOWED } from '../alerts/push-delivery'
import { teamPush } from '../alerts/team-push'
import { startTestPushService } from '../testing/push-service'
import { startOutboxWorker, type WorkerOptions } from '../outbox/worker'
import { lead } from '../testing/contact'
import { expectStatus, ownerSetup, sessionCookieOf } from '../testing/owner-desk'

const service = await startTestPushService()
afterAll(() => service.close())
type Setup = ReturnType<typeof ownerSetup>

/** A homeowner's request through the setup's app, as the contact page sends it. */
const sendLead = (setup: Setup) =>
  request(setup.app)
    .post('/api/contact')
    .set('Content-Type', 'application/json')
    .set('Idempotency-Key', crypto.randomUUID())
    .send({ ...lead, formId: 'contact-page' })
    .expect(201)

/** The team's alert worker over the setup's database, allowed the local test push service. */
const alertSender = (setup: Setup, options?: WorkerOptions) => {
  const push = teamPush(setup.db, {
    dataDir: setup.dir,
    siteUrl: setup.siteUrl,
    allowLoopbackHttp: true,
  })
  return startOutboxWorker(setup.db, 'push-alert', [pushAlertHandler(setup.db, push)], options)
}

const desk = ownerSetup({
  // one push service's name resolves (wildcard DNS) into the server's own network
  pushResolve: async (host) => [
    { address: host === 'push.rebound.example' ? '10.0.0.5' : '127.0.0.1', family: 4 },
  ],
})

/** A service inside the network that answers with what it should not tell anyone. */
const inside = createServer((_req, res) => {
  res.writeHead(500, 'db password hunter2').end('SECRET internal answer')
})
await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => inside.close(() => resolve())))

describe('alerts on the desk', () => {
  it('subscribe a member’s phone, send it a test alert, and say it was delivered', async () => {
    const { session } = await desk.join('Maria')
    const before = await desk.call('get', '/push-subscriptions', { session }).expect(200)
    expect(before.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(before.body.subscriptions).toEqual([])

    const phone = service.device()
    await desk
      .call('post', '/push-subscriptions', { session, body: phone.subscription })
      .expect(201)
    const test = await desk.call('post', '/push-test', { session }).expect(200)
    expect(test.body.results).toMatchObject([{ outcome: 'delivered' }])
    const [arrived] = await phone.received(1)
    expect(arrived!.alert.title).toBe('Test alert')

    const after = await desk.call('get', '/push-subscriptions', { session }).expect(200)
    expect(after.body.subscriptions).toMatchObject([
      { endpoint: phone.subscription.endpoint, lastError: null },
    ])
    expect(after.body.subscriptions[0].lastSuccessAt).not.toBeNull()
  })

  it('refuses a subscription that is not one, and anyone not signed in', async () => {
    const { session } = await desk.join('Luis')
    const bad = await desk.call('post', '/push-subscriptions', {
      session,
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x', auth: 'y' } },
    })
    expect(bad.status).toBe(400)
    await desk
      .call('post', '/push-subscriptions', { body: service.device().subscription })
      .expect(401)
    await desk.call('post', '/push-test').expect(401)
    await desk.call('post', '/push-test', { session }).expect(409)
  })

  it('stop for every device of a member who signs out everywhere; the others still get them', async () => {
    // a desk of its own: its outbox holds this test's lead alone
    const own = ownerSetup()
    const ada = await own.join('Ada')
    const ben = await own.join('Ben')
    const adasLaptop = sessionCookieOf(await expectStatus(own.signIn(ada.device), 200))!
    const lostPhone = service.device()
    const laptop = service.device()
    const bensPhone = service.device()
    for (const [session, device] of [
      [ada.session, lostPhone],
      [adasLaptop, laptop],
      [ben.session, bensPhone],
    ] as const) {
      await own
        .call('post', '/push-subscriptions', { session, body: device.subscription })
        .expect(201)
    }

    // Ada's phone is lost: she signs out everywhere from her laptop
    await own.call('post', '/signout-everywhere', { session: adasLaptop }).expect(204)
    expect(own.count('push_subscriptions', 'member_id = ?', ada.member.id)).toBe(0)
    expect(
      own.count(
        'audit_log',
        "action = 'signed-out-everywhere' AND detail = '2 device(s) signed out, 2 alert device(s) dropped, 0 invite(s) withdrawn'",
      ),
    ).toBe(1)
    // signed in again, the desk shows her no device getting alerts
    const back = sessionCookieOf(await expectStatus(own.signIn(ada.device), 200))!
    const listed = await own.call('get', '/push-subscriptions', { session: back }).expect(200)
    expect(listed.body.subscriptions).toEqual([])
    await own.call('post', '/push-test', { session: back }).expect(409)

    // the next lead's alert goes to Ben's phone, not to Ada's devices
    await sendLead(own)
    const sender = alertSender(own, { pollMs: 50 })
    try {
      const [arrived] = await bensPhone.received(1)
      expect(arrived!.alert.title).toBe('New request: Kitchen Remodeling')
      // the row is done once every push of the alert has had its answer
      await expect
        .poll(() => own.count('outbox', "kind = 'push-alert' AND sent_at IS NOT NULL"))
        .toBe(1)
    } finally {
      await sender.stop()
    }
    expect(lostPhone.arrived).toEqual([])
    expect(laptop.arrived).toEqual([])
  })

  it('a new lead reaches the subscribed phone, with nothing personal on it', async () => {
    const { session } = await desk.join('Rosa')
    const phone = service.device()
    await desk
      .call('post', '/push-subscriptions', { session, body: phone.subscription })
      .expect(201)
    await sendLead(desk)
    // start-server.ts runs the alert sender beside the app; here the test does
    const sender = alertSender(desk)
    try {
      const arrived = await phone.received(1)
      expect(arrived[0]!.alert.title).toBe('New request: Kitchen Remodeling')
      expect(JSON.stringify(arrived[0]!.alert)).not.toContain(lead.lastName)
    } finally {
      await sender.stop()
    }
  })

  it('tells the member plainly that a push service’s address is not allowed', async () => {
    const { session } = await desk.join('Ana')
    const endpoint = `https://push.rebound.example/${crypto.randomUUID()}`
    const phone = { ...service.device().subscription, endpoint }
    await desk.call('post', '/push-subscriptions', { session, body: phone }).expect(201)
    const test = await desk.call('post', '/push-test', { session }).expect(200)
    expect(test.body).toEqual({
      results: [{ endpoint, outcome: 'failed', error: ADDRESS_NOT_ALLOWED, transient: false }],
    })
    const after = await desk.call('get', '/push-subscriptions', { session }).expect(200)
    expect(after.body.subscriptions).toMatchObject([{ endpoint, lastError: ADDRESS_NOT_ALLOWED }])
  })

  it('reports what a push service answered by its status, never in its own words', async () => {
    const { session } = await desk.join('Eva')
    const { port } = inside.address() as { port: number }
    const phone = { ...service.device().subscription, endpoint: `http://127.0.0.1:${port}/x` }
    await desk.call('post', '/push-subscriptions', { session, body: phone }).expect(201)
    const test = await desk.call('post', '/push-test', { session }).expect(200)
    expect(test.body.results).toMatchObject([
      { outcome: 'failed', status: 500, error: '500 Internal Server Error' },
    ])
    expect(test.text).not.toMatch(/hunter2|SECRET/)
  })
})
