/**
 * The lead path under a hostile or unlucky day: each case is a way the intake was once beaten.
 */
import nodemailer from 'nodemailer'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../env'
import { startMailSender } from '../mail/mail-sender'
import { startTestSmtp } from '../testing/smtp-server'
import { contactSetup, lead, postContact } from '../testing/contact'

const key = () => crypto.randomUUID()

describe('rate limit', () => {
  it('spares only a true replay: a stored key with another body still counts', async () => {
    const t = contactSetup({ max: 3, windowMs: 60_000 })
    const stored = key()
    const first = await postContact(t.app, lead, stored).expect(201)
    await postContact(t.app, lead, key()).expect(201)
    await postContact(t.app, lead, key()).expect(201)
    // over the limit: the stored key does not open the door for other bodies
    const others = [
      { ...lead, phone: '(914) 555-0100' },
      { ...lead, email: 'not an address' },
      { ...lead, projectDetails: 'x'.repeat(17 * 1024) },
      '{"broken',
    ]
    for (const body of others) {
      await postContact(t.app, body, stored).expect(429)
    }
    // the same lead again under its key is still answered, with its first answer
    const replay = await postContact(t.app, lead, stored).expect(201)
    expect(replay.body).toEqual(first.body)
    expect(t.count('leads')).toBe(3)
  })

  it('cannot be dodged with a forged X-Forwarded-For under any accepted TRUST_PROXY', async () => {
    const accepted = ['1', 'loopback', '127.0.0.1/8', 'true'].flatMap((value) => {
      try {
        return [loadConfig({ TRUST_PROXY: value }).trustProxy]
      } catch {
        return []
      }
    })
    expect(accepted.length).toBeGreaterThan(0)
    for (const trustProxy of accepted) {
      const t = contactSetup({ max: 3, windowMs: 60_000 }, { trustProxy })
      let stored = 0
      for (let i = 0; i < 16; i++) {
        // what a proxy forwards: the visitor's forged entries, then the address it saw
        const res = await postContact(t.app, lead, key()).set(
          'X-Forwarded-For',
          `198.51.100.${i}, 127.0.0.1, 203.0.113.7`,
        )
        if (res.status === 201) stored++
      }
      expect(stored, `TRUST_PROXY=${JSON.stringify(trustProxy)}`).toBe(3)
    }
  })
})

describe('idempotency', () => {
  it('takes a resend with a new fill time and another key order as the same request', async () => {
    const t = contactSetup()
    const sent = key()
    const first = await postContact(t.app, lead, sent).expect(201)
    const { firstName, ...rest } = lead
    const resent = { ...rest, fillMs: lead.fillMs + 9_000, firstName }
    const again = await postContact(t.app, resent, sent).expect(201)
    expect(again.body).toEqual(first.body)
    expect(t.count('leads')).toBe(1)
  })

  it('answers a bot exactly like a person: the same id for a repeat, 409 for a changed body', async () => {
    const t = contactSetup()
    const sent = key()
    const bot = { ...lead, fillMs: 400 }
    const first = await postContact(t.app, bot, sent).expect(201)
    const again = await postContact(t.app, bot, sent).expect(201)
    expect(again.body).toEqual(first.body)
    await postContact(t.app, { ...bot, phone: '(914) 555-0100' }, sent).expect(409)
    expect(t.count('leads')).toBe(0)
  })
})

describe('bounds', () => {
  it('answers a deeply nested extra field with 400, not 500', async () => {
    const t = contactSetup()
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const body = JSON.stringify(lead).replace(/}$/, `,"x":${deep}}`)
    expect(body.length).toBeLessThan(16 * 1024)
    const res = await postContact(t.app, body, key()).expect(400)
    expect(res.body.message).toMatch(/nested too deeply/)
    expect(t.count('leads')).toBe(0)
  })

  it('takes JSON only in UTF-8, so no other encoding hides nesting from the depth check', async () => {
    const { app, count } = contactSetup()
    const deep = '['.repeat(1000) + ']'.repeat(1000)
    // in UTF-16LE "≛" is the bytes [ and ": read as UTF-8 the rest looks like text
    const utf16 = Buffer.from(
      `{"note":"≛","extra":${deep},${JSON.stringify(lead).slice(1)}`,
      'utf16le',
    )
    const utf7 = `{"extra":${'+AFs-'.repeat(1000)}${']'.repeat(1000)},${JSON.stringify(lead).slice(1)}`
    const bodies: [string, Buffer | string][] = [
      ['utf-16le', utf16],
      ['UTF-16', utf16],
      ['utf-7', utf7],
      ['latin1', JSON.stringify(lead)],
    ]
    for (const [charset, body] of bodies) {
      const answer = await request(app)
        .post('/api/contact')
        .set('Content-Type', `application/json; charset=${charset}`)
        .serialize((value: string) => value)
        .send(body as string)
      expect(answer.status, charset).toBe(415)
      expect(answer.body.message).toBe('Please send the request as JSON in UTF-8 (charset=utf-8).')
    }
    expect(count('leads')).toBe(0)
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"']) {
      await request(app)
        .post('/api/contact')
        .set('Content-Type', `application/json; charset=${charset}`)
        .send(JSON.stringify(lead))
        .expect(201)
    }
  })

  it('takes a phone only in phone characters', async () => {
    const t = contactSetup()
    for (const phone of [';=1234567890', '914 555 0199 call after 6', '=HYPERLINK(9145550199)']) {
      const res = await postContact(t.app, { ...lead, phone }, key()).expect(400)
      expect(res.body.fields).toEqual({ phone: 'Valid phone number is required' })
    }
    for (const phone of ['+1 (914) 555-0199', '914.555.0199', '914-555-0199 ext. 12']) {
      await postContact(t.app, { ...lead, phone }, key()).expect(201)
    }
  })

  it('keeps a page path only when it is one of our pages', async () => {
    const t = contactSetup()
    const injected = '/contact\r\nBcc: victim@example.com\r\nURGENT: wire $5000'
    const refused = await postContact(t.app, { ...lead, pagePath: injected }, key()).expect(400)
    expect(Object.keys(refused.body.fields)).toEqual(['pagePath'])
    const unknown = await postContact(t.app, { ...lead, pagePath: '/no-such-page' }, key())
    expect(t.store.byId(unknown.body.id)?.pagePath).toBeNull()
    const known = await postContact(t.app, lead, key()).expect(201)
    expect(t.store.byId(known.body.id)?.pagePath).toBe('/services/kitchens')
  })

  it('removes control characters, keeping the line breaks of the project details', async () => {
    const t = contactSetup()
    const res = await postContact(
      t.app,
      {
        ...lead,
        firstName: 'Ma\u001b[2Jria\u0007',
        lastName: 'Lo\bpez\u202e',
        projectDetails: 'Line one\r\nLine\ttwo\u0000\u009b',
      },
      key(),
    ).expect(201)
    expect(t.store.byId(res.body.id)).toMatchObject({
      firstName: 'Ma[2Jria',
      lastName: 'Lopez',
      projectDetails: 'Line one\nLine two',
    })
  })

  it('stores no bidi mark, zero-width or tag character, and keeps what people write', async () => {
    const t = contactSetup()
    const written = 'محمد כהן 李 👩\u200d🔧'
    const res = await postContact(
      t.app,
      {
        ...lead,
        firstName: 'Ma\u200eria\u200b\u2060\u{e0041}\u{e007f}',
        lastName: `${written}\u202e\u2067\ufeff\u061c`,
        projectDetails: 'Line\u200d one\nLine \u180etwo',
      },
      key(),
    ).expect(201)
    expect(t.store.byId(res.body.id)).toMatchObject({
      firstName: 'Maria',
      lastName: written,
      projectDetails: 'Line one\nLine two',
    })
  })
})

describe('the owner e-mail', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()))
  })

  it('carries no line or control character a visitor slipped into a field', async () => {
    const smtp = await startTestSmtp()
    const t = contactSetup()
    const sender = startMailSender(t.db, {
      transport: nodemailer.createTransport(smtp.url),
      from: 'leads@example.com',
      to: ['owner@example.com'],
    })
    cleanups.push(() => sender.stop(), smtp.close)
    const app = createApp({ store: t.store, onLead: () => void sender.wake() })
    const pagePath = '/contact\r\nBcc: victim@example.com\r\nURGENT: wire $5000'
    await postContact(app, { ...lead, pagePath }, key()).expect(400)
    const lastName = 'Lopez\u000bBcc: victim@example.com\u2028URGENT\u0085wire $5000'
    await postContact(app, { ...lead, lastName }, key()).expect(201)
    // the owner's e-mail and the homeowner's confirmation, and nobody else's
    await smtp.waitFor(2)
    const [mail, ...more] = smtp.to('owner@example.com')
    expect(more).toEqual([])
    expect(mail!.text).not.toMatch(/^(Bcc|URGENT)/m)
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(mail!.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/)
    expect(smtp.to(lead.email)).toHaveLength(1)
    expect(smtp.messages).toHaveLength(2)
  })
})

describe('security headers', () => {
  it('switches off unused browser features and frames the site by one rule', async () => {
    const t = contactSetup()
    const res = await request(t.app).get('/api/towns').expect(200)
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/)
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBeUndefined()
  })
})

describe('GET /healthz', () => {
  it('answers 200 while the database takes writes, 503 when it does not, with no data', async () => {
    const t = contactSetup()
    const ok = await request(t.app).get('/healthz').expect(200)
    expect(ok.text).toBe('ok')
    expect(ok.headers['cache-control']).toBe('no-store')
    // a read-only database: a lead could not be stored now
    t.db.pragma('query_only = ON')
    const down = createApp({ store: t.store })
    const res = await request(down).get('/healthz').expect(503)
    expect(res.text).toBe('unavailable')
    t.db.pragma('query_only = OFF')
  })
})
