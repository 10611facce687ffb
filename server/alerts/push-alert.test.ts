/**
 * A new lead reaches the team's phones within moments: stored through the real contact route
 * with its outbox row, pushed over HTTP to a push service on loopback, and decrypted there with
 * the device's own private key, as the phone would.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { serviceLabel, serviceTypes } from '../../shared/contact-request'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { paths } from '../../shared/paths'
import { contactSetup, lead, postContact } from '../testing/contact'
import type { Resolve } from './push-address'
import { startOutboxWorker } from '../outbox/worker'
import { pushAlertHandler } from './push-alert'
import { ADDRESS_NOT_ALLOWED } from './push-delivery'
import { teamPush } from './team-push'
import { startTestPushService } from '../testing/push-service'
import { addTeamMember, removeTeamMember } from '../testing/team-members'

const service = await startTestPushService()
afterAll(() => service.close())

/** The app, the team's push and its worker over a fresh database; quick retries for the tests. */
function setup(resolve?: Resolve) {
  /** performance.now() as each lead's transaction committed (the route calls onLead then) */
  const storedAt: number[] = []
  const t = contactSetup(undefined, () => ({
    onLead: () => {
      storedAt.push(performance.now())
      void alerts.wake()
    },
  }))
  const push = teamPush(t.db, {
    dataDir: t.dir,
    siteUrl: 'https://www.example.com',
    allowLoopbackHttp: true,
    ...(resolve ? { resolve } : {}),
  })
  const logged: string[] = []
  const alerts = startOutboxWorker(t.db, 'push-alert', [pushAlertHandler(t.db, push)], {
    retryDelayMs: () => 200,
    pollMs: 100,
    log: (line) => logged.push(line),
  })
  senders.push(alerts)
  const alertRows = () =>
    t.db
      .prepare(
        "SELECT attempts, sent_at AS sentAt, last_error AS lastError FROM outbox WHERE kind = 'push-alert'",
      )
      .all() as { attempts: number; sentAt: string | null; lastError: string | null }[]
  return { ...t, push, alerts, logged, alertRows, storedAt }
}

const senders: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(senders.map((s) => s.stop())))

const place = westchesterPlaces[0]!
const kitchen = serviceTypes[0]

describe('the alert for a new lead', () => {
  it('reaches every device of the team within moments, saying what and where but not who', async () => {
    const t = setup()
    const owner = addTeamMember(t.db, 'Owner')
    const partner = addTeamMember(t.db, 'Partner')
    const former = addTeamMember(t.db, 'Former')
    const phone = service.device()
    const tablet = service.device()
    const formerPhone = service.device()
    t.push.subscribe(owner, phone.subscription)
    t.push.subscribe(partner, tablet.subscription)
    t.push.subscribe(former, formerPhone.subscription)
    removeTeamMember(t.db, former)

    const res = await postContact(
      t.app,
      { ...lead, serviceType: kitchen.value, pagePath: paths.town(place.slug) },
      crypto.randomUUID(),
    ).expect(201)
    const [arrived] = await phone.received()
    const took = arrived!.at - t.storedAt[0]!
    expect(took).toBeLessThan(2000)

    const id = (res.body as { id: string }).id
    expect(arrived!.alert).toEqual({
      title: `New request: ${serviceLabel(kitchen.value)}`,
      body: `${place.town} · no photos`,
      url: `/owner/#lead/${id}`,
      leadId: id,
      newCount: 1,
    })
    const text = JSON.stringify(arrived!.alert)
    for (const personal of [lead.firstName, lead.lastName, lead.phone, lead.email]) {
      expect(text).not.toContain(personal)
    }
    expect(arrived!.headers).toMatchObject({
      ttl: String(24 * 60 * 60),
      urgency: 'high',
      'content-encoding': 'aes128gcm',
      authorization: expect.stringMatching(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/),
    })
    await tablet.received()
    expect(formerPhone.arrived).toEqual([])

    // the next lead, once this process has sent a push before
    await postContact(t.app, lead).expect(201)
    const next = (await phone.received(2))[1]!
    expect(next.alert.newCount).toBe(2)
    const nextTook = next.at - t.storedAt[1]!
    console.log(
      `lead stored → alert decrypted on the device: ${took.toFixed(1)} ms (first), ${nextTook.toFixed(1)} ms (next)`,
    )
    await expect.poll(() => t.alertRows()[0]?.sentAt).not.toBeNull()
    expect(t.push.listFor(owner)[0]).toMatchObject({
      lastSuccessAt: expect.any(String),
      lastError: null,
    })
  })

  it('is sent once for a lead, however often its request is replayed', async () => {
    const t = setup()
    const phone = service.device()
    t.push.subscribe(addTeamMember(t.db, 'Owner'), phone.subscription)
    const key = crypto.randomUUID()
    await postContact(t.app, lead, key).expect(201)
    await phone.received()
    await postContact(t.app, lead, key).expect(201)
    await postContact(t.app, lead, key).expect(201)
    await t.alerts.wake()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(phone.arrived).toHaveLength(1)
    expect(t.alertRows()).toHaveLength(1)
  })

  it('forgets a device its push service says is gone (410), and the lead is done', async () => {
    const t = setup()
    const member = addTeamMember(t.db, 'Owner')
    const phone = service.device()
    t.push.subscribe(member, phone.subscription)
    phone.answerWith(410)
    await postContact(t.app, lead).expect(201)
    await expect.poll(() => t.push.listFor(member)).toEqual([])
    await expect.poll(() => t.alertRows()[0]?.sentAt).not.toBeNull()
    expect(t.alertRows()[0]?.lastError).toMatch(/not alerted/)
  })

  it('keeps a device whose push service fails (500), records why, and tries again', async () => {
    const t = setup()
    const member = addTeamMember(t.db, 'Owner')
    const phone = service.device()
    t.push.subscribe(member, phone.subscription)
    phone.answerWith(500)
    await postContact(t.app, lead).expect(201)
    await expect.poll(() => t.push.listFor(member)[0]?.lastError).toBe('500 Internal Server Error')
    expect(t.push.listFor(member)[0]).toMatchObject({ lastSuccessAt: null })
    expect(t.alertRows()[0]).toMatchObject({ sentAt: null, lastError: '500 Internal Server Error' })

    phone.answerWith(201)
    const [arrived] = await phone.received()
    expect(arrived!.alert.title).toMatch(/^New request/)
    await expect.poll(() => t.alertRows()[0]?.sentAt).not.toBeNull()
    expect(t.alertRows()[0]!.attempts).toBeGreaterThanOrEqual(2)
    expect(t.push.listFor(member)[0]).toMatchObject({
      lastError: null,
      lastSuccessAt: expect.any(String),
    })
  })

  it('counts the photos a lead was stored with', async () => {
    const t = setup()
    const phone = service.device()
    t.push.subscribe(addTeamMember(t.db, 'Owner'), phone.subscription)
    const leadId = crypto.randomUUID()
    const photo = (position: number) => ({
      position,
      file: `${position}.jpg`,
      bytes: 1,
      width: 1,
      height: 1,
    })
    const { firstName, lastName, phone: tel, email } = lead
    t.store.save({ firstName, lastName, phone: tel, email }, undefined, 'hash', {
      leadId,
      files: [photo(0), photo(1)],
    })
    void t.alerts.wake()
    const [arrived] = await phone.received()
    expect(arrived!.alert).toMatchObject({
      title: 'New request',
      body: '2 photos attached',
      leadId,
    })
  })

  it('goes to no device whose push service resolves into a private network', async () => {
    // a name a member's browser could send, resolving (wildcard DNS) to the server's network
    const rebound = 'https://push.wildcard-dns.example/x'
    let resolved = 0
    const t = setup((host) => {
      resolved++
      return Promise.resolve([
        { address: host === '127.0.0.1' ? '127.0.0.1' : '10.0.0.5', family: 4 },
      ])
    })
    const member = addTeamMember(t.db, 'Owner')
    t.push.subscribe(member, { ...service.device().subscription, endpoint: rebound })
    await postContact(t.app, lead).expect(201)
    await expect.poll(() => t.alertRows()[0]?.sentAt).not.toBeNull()
    expect(t.alertRows()[0]?.lastError).toBe(`not alerted: ${ADDRESS_NOT_ALLOWED}`)
    expect(t.push.listFor(member)).toEqual([
      expect.objectContaining({ endpoint: rebound, lastError: ADDRESS_NOT_ALLOWED }),
    ])
    expect(resolved).toBe(1)

    // a device of the team on an allowed push service still gets the next lead's alert
    const phone = service.device()
    t.push.subscribe(member, phone.subscription)
    await postContact(t.app, lead).expect(201)
    const [arrived] = await phone.received()
    expect(arrived!.alert.title).toMatch(/^New request/)
    await expect.poll(() => t.alertRows()[1]?.lastError).toBe('alerted (1 device(s) missed it)')
  })
})
