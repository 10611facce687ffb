/**
 * Alerts through the desk's API and a push service of the test's own on loopback, which
 * decrypts what arrives with the device's keys: a member's phone subscribes, a test alert and a
 * real lead's alert arrive, and how the last one went is shown.
 */
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { startPushAlertSender } from '../alerts/push-alert-sender'
import { teamPush } from '../alerts/team-push'
import { startTestPushService } from '../alerts/test-push-service'
import { lead } from '../routes/contact-test-support'
import { ownerSetup } from './owner-test-support'

const service = await startTestPushService()
afterAll(() => service.close())
const desk = ownerSetup()

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

  it('a new lead reaches the subscribed phone, with nothing personal on it', async () => {
    const { session } = await desk.join('Rosa')
    const phone = service.device()
    await desk
      .call('post', '/push-subscriptions', { session, body: phone.subscription })
      .expect(201)
    await request(desk.app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ ...lead, formId: 'contact-page' })
      .expect(201)
    // start-server.ts runs the alert sender beside the app; here the test does
    const sender = startPushAlertSender(
      desk.db,
      teamPush(desk.db, { dataDir: desk.dir, siteUrl: desk.siteUrl, allowLoopbackHttp: true }),
    )
    try {
      const arrived = await phone.received(1)
      expect(arrived[0]!.alert.title).toBe('New request: Kitchen Remodeling')
      expect(JSON.stringify(arrived[0]!.alert)).not.toContain(lead.lastName)
    } finally {
      await sender.stop()
    }
  })
})
