/**
 * The homeowner's confirmation as it arrives: the contact route stores a lead, the mail sender
 * mails through nodemailer to a real SMTP server, and mailparser reads what came.
 */
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { requestReference } from '../../shared/request-reference'
import { LEAD_NOTIFICATIONS } from '../db/outbox-kinds'
import { contactSetup, lead, postContact } from '../testing/contact'
import { CONFIRMATION_MAX_AGE_MS, CONFIRMATIONS_PER_ADDRESS } from './confirmation-limits'
import { leadEmail } from './lead-email'
import type { OutboxWorker } from '../outbox/worker'
import { startMailSender } from './mail-sender'
import { startTestSmtp } from '../testing/smtp-server'

const OWNER = 'owner@example.com'
const HOUR_MS = 60 * 60_000

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The app over a fresh database, a real SMTP server, and the mail sender once `send` is called. */
async function mailSetup() {
  const smtp = await startTestSmtp()
  cleanups.push(smtp.close)
  const t = contactSetup()
  let sender: OutboxWorker | undefined
  const rows = (kind: string) =>
    t.db
      .prepare('SELECT sent_at AS sentAt, last_error AS lastError FROM outbox WHERE kind = ?')
      .all(kind) as { sentAt: string | null; lastError: string | null }[]
  return {
    ...t,
    smtp,
    rows,
    post: (body: object, key: string = crypto.randomUUID()) => postContact(t.app, body, key),
    /** Mail is set up (from the first call on): sends everything due now. */
    async send() {
      if (!sender) {
        const transport = nodemailer.createTransport(smtp.url)
        const mail = { transport, from: '"Website" <leads@example.com>', to: [OWNER] }
        const started = startMailSender(t.db, mail, { pollMs: 60_000 })
        cleanups.push(() => started.stop())
        sender = started
      }
      await sender.wake()
    },
  }
}

/** Moves a lead's arrival back in time, as if mail had been down since. */
function receivedAgo(m: Awaited<ReturnType<typeof mailSetup>>, id: string, ms: number) {
  const at = new Date(Date.now() - ms).toISOString()
  m.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(at, id)
}

describe('the homeowner’s confirmation', () => {
  it('goes out once, with the reference and nothing the visitor typed', async () => {
    const m = await mailSetup()
    const key = crypto.randomUUID()
    const id = (await m.post(lead, key).expect(201)).body.id as string
    await m.send()
    // the same request again (a resend after a dropped connection): nothing new is sent
    await m.post(lead, key).expect(201)
    await m.send()

    const confirmations = m.smtp.to(lead.email)
    expect(confirmations).toHaveLength(1)
    const mail = confirmations[0]!
    const reference = requestReference(id)
    expect(mail.subject).toContain(`reference ${reference}`)
    expect(mail.text).toContain(reference)
    expect(mail.html).toContain(reference)
    expect(mail.to).toMatchObject({ value: [{ address: lead.email, name: '' }] })
    expect(mail.from?.value[0]?.address).toBe('leads@example.com')
    expect(mail.headers.get('auto-submitted')).toBe('auto-replied')
    const typed = [lead.firstName, lead.lastName, lead.phone, '555-0199', lead.projectDetails]
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const words of [...typed, 'Galley kitchen', lead.email]) {
        expect(part, words).not.toContain(words)
      }
    }
    expect(m.count('outbox')).toBe(LEAD_NOTIFICATIONS.length)
  })

  it('leaves the owner’s e-mail as it was', async () => {
    const m = await mailSetup()
    const id = (await m.post(lead).expect(201)).body.id as string
    await m.send()
    const [owner, ...more] = m.smtp.to(OWNER)
    expect(more).toEqual([])
    const expected = leadEmail(m.store.byId(id)!, { source: m.store.sourceOf(id) })
    expect(owner!.subject).toBe(expected.subject)
    expect(owner!.text?.trimEnd()).toBe(expected.text)
    expect(owner!.replyTo?.value[0]).toEqual(expected.replyTo)
    expect(m.smtp.to(lead.email)).toHaveLength(1)
  })

  it(`sends one address at most ${CONFIRMATIONS_PER_ADDRESS} a day, in any letter case`, async () => {
    const m = await mailSetup()
    const spellings = Array.from({ length: CONFIRMATIONS_PER_ADDRESS + 1 }, (_, i) =>
      i % 2 ? 'Maria.Lopez@Example.NET' : 'maria.lopez@example.net',
    )
    for (const email of spellings) await m.post({ ...lead, email }).expect(201)
    await m.send()
    expect(m.smtp.to(lead.email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS)
    // the owner still hears of every request
    expect(m.smtp.to(OWNER)).toHaveLength(spellings.length)
    const held = m.rows('homeowner-mail').filter((row) => row.lastError)
    expect(held).toEqual([
      { sentAt: expect.any(String), lastError: expect.stringMatching(/24 hours/) },
    ])

    // another address is not held back by it, and a day later this one gets one again
    await m.post({ ...lead, email: 'john@example.com' }).expect(201)
    const dayAgo = new Date(Date.now() - 25 * HOUR_MS).toISOString()
    m.db
      .prepare(
        "UPDATE outbox SET sent_at = ? WHERE kind = 'homeowner-mail' AND sent_at IS NOT NULL",
      )
      .run(dayAgo)
    await m.post(lead).expect(201)
    await m.send()
    expect(m.smtp.to('john@example.com')).toHaveLength(1)
    expect(m.smtp.to(lead.email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS + 1)
  })

  it('is not sent for a request over an hour old; the owner’s e-mail still is', async () => {
    const m = await mailSetup()
    // stored while mail was off, then mail is set up more than an hour later
    const id = (await m.post(lead).expect(201)).body.id as string
    receivedAgo(m, id, CONFIRMATION_MAX_AGE_MS + 60_000)
    await m.send()
    expect(m.smtp.to(lead.email)).toEqual([])
    expect(m.smtp.to(OWNER)).toHaveLength(1)
    expect(m.rows('homeowner-mail')).toEqual([
      { sentAt: expect.any(String), lastError: expect.stringMatching(/over an hour old/) },
    ])
    // done with: a later run does not look at it again
    await m.send()
    expect(m.smtp.to(lead.email)).toEqual([])
  })

  it('is still sent within the hour when mail comes back', async () => {
    const m = await mailSetup()
    const id = (await m.post(lead).expect(201)).body.id as string
    receivedAgo(m, id, CONFIRMATION_MAX_AGE_MS - 5 * 60_000)
    await m.send()
    expect(m.smtp.to(lead.email)).toHaveLength(1)
  })

  it('waits harmlessly while mail is not set up: the lead is stored, nothing is sent', async () => {
    const m = await mailSetup()
    const res = await m.post(lead).expect(201)
    expect(m.store.byId(res.body.id as string)).toMatchObject({ email: lead.email })
    for (const kind of LEAD_NOTIFICATIONS) {
      expect(m.rows(kind)).toEqual([{ sentAt: null, lastError: null }])
    }
    expect(m.smtp.messages).toEqual([])
  })
})
