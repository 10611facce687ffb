/**
 * The webhook as a receiver sees it: each new lead POSTed to a local server, signed with the
 * shared secret over the timestamp and the body, without the person's details; a receiver that
 * fails gets the lead again later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterAll, expect, it } from 'vitest'
import { serviceLabel } from '../../shared/contact-request'
import { CHANNEL_LABELS } from '../../shared/lead-source'
import { encodeVisit } from '../../shared/visit-source'
import { requestReference } from '../../shared/request-reference'
import { createApp } from '../app'
import { leadStore } from '../db/leads'
import { LEAD_NOTIFICATIONS } from '../db/outbox-kinds'
import { lead, postContact } from '../testing/contact'
import { temporaryDatabase } from '../testing/database'
import { startOutboxWorker } from '../outbox/worker'
import { leadWebhookHandler, SIGNATURE_HEADER } from './lead-webhook'

const SECRET = 'a-shared-secret-of-the-owner'
const SITE = 'https://www.example.com'

/** A receiver on loopback that answers with `status` and keeps what it got. */
async function startReceiver() {
  const got: { headers: IncomingHttpHeaders; body: string }[] = []
  const receiver = {
    got,
    status: 200,
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      got.push({ headers: req.headers, body })
      res.writeHead(receiver.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/leads`
  return receiver
}

/** What a receiver does: recompute the signature with the secret and compare in constant time. */
function verify(headers: IncomingHttpHeaders, body: string, secret: string): boolean {
  const header = String(headers[SIGNATURE_HEADER.toLowerCase()] ?? '')
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')))
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  const given = Buffer.from(v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const t = temporaryDatabase()
const receiver = await startReceiver()
const webhook = startOutboxWorker(
  t.db,
  'webhook',
  [leadWebhookHandler(t.db, { url: receiver.url, secret: SECRET, siteUrl: SITE })],
  { retryDelayMs: () => 100, pollMs: 50 },
)
const store = leadStore(t.db, { notifications: [...LEAD_NOTIFICATIONS, 'webhook'] })
const app = createApp({ store, onLead: () => void webhook.wake() })
afterAll(async () => {
  await webhook.stop()
  await receiver.close()
  t.remove()
})

it('posts each new lead once, signed with the secret, without the person or the message', async () => {
  const key = crypto.randomUUID()
  const visit = { firstPage: '/services/kitchens', utmSource: 'houzz', device: 'phone' as const }
  const fromHouzz = { ...lead, source: encodeVisit(visit) }
  const res = await postContact(app, fromHouzz, key).expect(201)
  await expect.poll(() => receiver.got.length).toBe(1)
  const [{ headers, body }] = receiver.got as [(typeof receiver.got)[0]]

  expect(headers['content-type']).toBe('application/json')
  expect(verify(headers, body, SECRET)).toBe(true)
  expect(verify(headers, body, 'another-secret-entirely')).toBe(false)
  expect(verify(headers, body.replace('"photos":0', '"photos":9'), SECRET)).toBe(false)

  const id = (res.body as { id: string }).id
  expect(JSON.parse(body)).toEqual({
    id,
    createdAt: expect.any(String),
    service: lead.serviceType,
    serviceLabel: serviceLabel('kitchen'),
    page: lead.pagePath,
    channel: 'listings',
    source: `${CHANNEL_LABELS.listings} · houzz · first page /services/kitchens · phone`,
    photos: 0,
    reference: requestReference(id),
    url: `${SITE}/owner/#lead/${id}`,
  })
  for (const personal of [lead.firstName, lead.lastName, lead.phone, lead.email, 'Galley']) {
    expect(body).not.toContain(personal)
  }

  // the same request again is the same lead: nothing more is posted
  await postContact(app, fromHouzz, key).expect(201)
  await webhook.wake()
  expect(receiver.got).toHaveLength(1)
})

it('posts a lead again, later, while the receiver fails', async () => {
  receiver.got.length = 0
  receiver.status = 503
  await postContact(app, lead).expect(201)
  await expect.poll(() => receiver.got.length).toBeGreaterThanOrEqual(2)
  // a request without a visit (no script ran) says so rather than guessing
  expect(JSON.parse(receiver.got[0]!.body)).toMatchObject({
    channel: 'unknown',
    source: CHANNEL_LABELS.unknown,
  })
  const row = () =>
    t.db
      .prepare(
        "SELECT sent_at AS sentAt, last_error AS lastError FROM outbox WHERE kind = 'webhook' ORDER BY id DESC",
      )
      .get() as { sentAt: string | null; lastError: string | null }
  expect(row()).toEqual({ sentAt: null, lastError: '503 Service Unavailable' })

  receiver.status = 204
  await expect.poll(() => row().sentAt).not.toBeNull()
  expect(row().lastError).toBeNull()
  const bodies = new Set(receiver.got.map((r) => JSON.parse(r.body).id as string))
  expect(bodies.size).toBe(1)
})
