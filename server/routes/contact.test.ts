import nodemailer from 'nodemailer'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { startMailSender } from '../mail/mail-sender'
import { startTestSmtp } from '../testing/smtp-server'
import { LEAD_NOTIFICATIONS } from '../db/outbox-kinds'
import { DETAILS_MAX, DETAILS_TOO_LONG } from '../../shared/contact-request'
import { freePort } from '../testing/free-port'
import { contactSetup as setup, lead, postContact as post } from '../testing/contact'

describe('POST /api/contact', () => {
  it('stores a valid lead before answering 201 { ok, id }, with its outbox rows', async () => {
    const t = setup()
    const res = await post(t.app, lead, crypto.randomUUID()).expect(201)
    expect(res.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const stored = t.store.byId(res.body.id)
    expect(stored).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '(914) 555-0199',
      email: 'maria.lopez@example.net',
      serviceType: 'kitchen',
      formId: 'modal',
      pagePath: '/services/kitchens',
    })
    // one row per notification: the owner's e-mail, the homeowner's confirmation, the team's alert
    expect(t.db.prepare('SELECT kind FROM outbox ORDER BY id').pluck().all()).toEqual(
      LEAD_NOTIFICATIONS,
    )
  })

  it('answers missing and bad fields with 400 and a message naming each, storing nothing', async () => {
    const t = setup()
    const res = await post(t.app, {
      ...lead,
      firstName: ' ',
      lastName: undefined,
      phone: '555-0199',
      email: 'maria@',
    }).expect(400)
    expect(res.body.message).toBe(
      'Please check: First name is required; Last name is required; Valid phone number is required; Valid email is required.',
    )
    expect(Object.keys(res.body.fields)).toEqual(['firstName', 'lastName', 'phone', 'email'])
    expect(t.count('leads')).toBe(0)
  })

  it('accepts a lead without service type and project details (the modal reading)', async () => {
    const t = setup()
    const { serviceType: _s, projectDetails: _p, ...minimal } = lead
    await post(t.app, { ...minimal, serviceType: '' }).expect(201)
    expect(t.count('leads')).toBe(1)
  })

  it('names the message’s limit for a message over it, as the form’s check reads it', async () => {
    const t = setup()
    const res = await post(t.app, { ...lead, projectDetails: 'x'.repeat(DETAILS_MAX + 1) })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ projectDetails: DETAILS_TOO_LONG })
    expect(res.body.message).toBe(
      `Please check: Please keep your message under ${DETAILS_MAX} characters.`,
    )
    // the limit counts characters, not bytes: the longest message in any script is taken
    await post(t.app, { ...lead, projectDetails: '滴'.repeat(DETAILS_MAX) }).expect(201)
    expect(t.count('leads')).toBe(1)
  })

  it('refuses a body over 16 KB with 413, naming the message’s limit', async () => {
    const t = setup()
    const res = await post(t.app, { ...lead, projectDetails: 'x'.repeat(17 * 1024) }).expect(413)
    expect(res.body.message).toBe(
      `Your message is too long: please keep it under ${DETAILS_MAX} characters, or call us.`,
    )
  })

  it('answers malformed JSON with 400, never 500', async () => {
    const t = setup()
    const res = await post(t.app, '{"firstName": "Maria",').expect(400)
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('takes a form body only from our own pages, and no other kind of body (415)', async () => {
    const t = setup()
    const res = await request(t.app)
      .post('/api/contact')
      .type('form')
      .send('firstName=Maria')
      .expect(403)
    expect(res.body.message).toMatch(/only from our own pages/)
    const text = await request(t.app)
      .post('/api/contact')
      .type('text/plain')
      .send('firstName=Maria')
      .expect(415)
    expect(text.body.message).toMatch(/JSON/)
    expect(t.count('leads')).toBe(0)
  })

  it.each([
    ['a filled honeypot', { ...lead, website: 'http://spam.example' }],
    ['a form sent in under three seconds', { ...lead, fillMs: 800 }],
    ['no fill time at all', { ...lead, fillMs: undefined }],
  ])('gives a bot (%s) a 2xx and stores nothing', async (_case, body) => {
    const t = setup()
    const res = await post(t.app, body).expect(201)
    expect(res.body).toEqual({ ok: true, id: expect.any(String) })
    expect(t.count('leads')).toBe(0)
    expect(t.count('outbox')).toBe(0)
  })
})

describe('idempotency', () => {
  it('stores one lead when the same submission is replayed 100 times', async () => {
    const t = setup()
    const key = crypto.randomUUID()
    const first = await post(t.app, lead, key).expect(201)
    for (let i = 0; i < 99; i++) {
      const again = await post(t.app, lead, key)
      expect(again.status).toBe(201)
      expect(again.body).toEqual(first.body)
    }
    expect(t.count('leads')).toBe(1)
    expect(t.count('outbox')).toBe(LEAD_NOTIFICATIONS.length)
  })

  it('answers the same key with a different body with 409, storing nothing new', async () => {
    const t = setup()
    const key = crypto.randomUUID()
    await post(t.app, lead, key).expect(201)
    const res = await post(t.app, { ...lead, phone: '(914) 555-0100' }, key).expect(409)
    expect(res.body.message).toMatch(/already sent with different details/)
    expect(t.count('leads')).toBe(1)
  })

  it('refuses a malformed key with 400', async () => {
    const t = setup()
    await post(t.app, lead, 'short').expect(400)
    expect(t.count('leads')).toBe(0)
  })

  it('keeps two submissions with different keys as two leads', async () => {
    const t = setup()
    await post(t.app, lead, crypto.randomUUID()).expect(201)
    await post(t.app, lead, crypto.randomUUID()).expect(201)
    expect(t.count('leads')).toBe(2)
  })
})

describe('rate limit', () => {
  it('answers 429 with a message past the limit, but lets replays of a stored lead through', async () => {
    const t = setup({ max: 3, windowMs: 60_000 })
    const key = crypto.randomUUID()
    await post(t.app, lead, key).expect(201)
    await post(t.app, lead, crypto.randomUUID()).expect(201)
    await post(t.app, lead, crypto.randomUUID()).expect(201)
    const limited = await post(t.app, lead, crypto.randomUUID()).expect(429)
    expect(limited.body.message).toMatch(/Too many requests/)
    await post(t.app, lead, key).expect(201)
    expect(t.count('leads')).toBe(3)
  })
})

describe('owner e-mail', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()))
  })

  it('mails the owner, with the visitor as Reply-To and never as From', async () => {
    const smtp = await startTestSmtp()
    const t = setup()
    const transport = nodemailer.createTransport(smtp.url)
    const sender = startMailSender(t.db, {
      transport,
      from: '"Website" <leads@example.com>',
      to: ['owner@example.com'],
    })
    cleanups.push(() => sender.stop(), smtp.close)
    const app = createApp({ store: t.store, onLead: () => void sender.wake() })
    const res = await post(app, lead, crypto.randomUUID()).expect(201)
    await smtp.waitFor(1)

    const mail = smtp.to('owner@example.com')[0]!
    expect(mail.subject).toBe('New estimate request – Kitchen Remodeling – Maria Lopez')
    expect(mail.from?.value[0]?.address).toBe('leads@example.com')
    expect(mail.replyTo?.value[0]).toEqual({
      address: 'maria.lopez@example.net',
      name: 'Maria Lopez',
    })
    expect(mail.text).toContain('(914) 555-0199')
    expect(mail.text).toContain('open the wall to the dining room')
    expect(mail.text).toContain(res.body.id)
    const outbox = () =>
      t.db
        .prepare(`SELECT sent_at AS sentAt, attempts FROM outbox WHERE kind = 'owner-mail'`)
        .get() as {
        sentAt: string | null
        attempts: number
      }
    await expect.poll(() => outbox().sentAt).not.toBeNull()
    expect(outbox().attempts).toBe(1)
  })

  it('keeps the lead while SMTP is down and mails it once SMTP is back', async () => {
    const port = await freePort()
    const t = setup()
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      connectionTimeout: 1000,
    })
    const sender = startMailSender(
      t.db,
      { transport, from: 'leads@example.com', to: ['owner@example.com'] },
      { retryDelayMs: () => 100, pollMs: 50 },
    )
    cleanups.push(() => sender.stop())
    const app = createApp({ store: t.store, onLead: () => void sender.wake() })
    await post(app, lead, crypto.randomUUID()).expect(201)

    // down: the attempt fails, the lead and its pending mail stay
    await expect
      .poll(
        () =>
          (
            t.db.prepare(`SELECT attempts FROM outbox WHERE kind = 'owner-mail'`).get() as {
              attempts: number
            }
          ).attempts,
      )
      .toBeGreaterThanOrEqual(1)
    const pending = t.db
      .prepare(`SELECT sent_at, last_error FROM outbox WHERE kind = 'owner-mail'`)
      .get() as {
      sent_at: string | null
      last_error: string
    }
    expect(pending.sent_at).toBeNull()
    expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(t.count('leads')).toBe(1)

    // up: the next retry delivers it, exactly once, and the homeowner's confirmation with it
    const smtp = await startTestSmtp(port)
    cleanups.push(smtp.close)
    await smtp.waitFor(2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const [owner, ...again] = smtp.to('owner@example.com')
    expect(again).toEqual([])
    expect(owner!.replyTo?.value[0]?.address).toBe('maria.lopez@example.net')
    expect(smtp.to('maria.lopez@example.net')).toHaveLength(1)
  })
})
