/**
 * The owner's e-mail as a mail client reads it: sent by the mail sender through nodemailer to
 * a real SMTP server, parsed by mailparser, for leads a visitor wrote to fool the owner.
 */
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import type { LeadSource } from '../../shared/lead-source'
import { temporaryDatabase } from '../testing/database'
import { startMailSender } from './mail-sender'
import { startTestSmtp } from '../testing/smtp-server'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Stores a lead as the contact form would, then sends its e-mail; resolves to what arrived. */
async function mailFor(
  fields: { firstName: string; lastName?: string; source?: LeadSource },
  stored?: string,
) {
  const smtp = await startTestSmtp()
  const t = temporaryDatabase()
  cleanups.push(smtp.close, t.remove)
  const outcome = t.store.save(
    {
      lastName: 'Lopez',
      phone: '(914) 555-0199',
      email: 'maria@example.net',
      ...fields,
    },
    undefined,
    'hash',
  )
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`)
  // a row written before the form removed hidden characters
  if (stored) t.db.prepare('UPDATE leads SET first_name = ?').run(stored)
  const sender = startMailSender(t.db, {
    transport: nodemailer.createTransport(smtp.url),
    from: 'leads@example.com',
    to: ['owner@example.com'],
  })
  cleanups.push(() => sender.stop())
  await smtp.waitFor(1)
  return smtp.messages[0]!
}

describe('the owner e-mail, as a mail client reads it', () => {
  it.each([
    ['=?UTF-8?B?4oCu?=', '=\\x3fUTF-8?B?4oCu?='],
    ['=?utf-8?q?=E2=80=AE?=', '=\\x3futf-8?q?=E2=80=AE?='],
    ['Ann =?utf-8?q?=1B?= Lee', 'Ann =\\x3futf-8?q?=1B?= Lee'],
    ['Żaneta =?UTF-8?B?4oCu?=', 'Żaneta =\\x3fUTF-8?B?4oCu?='],
  ])('shows the name %j as text, never decoding it as an encoded word', async (typed, shown) => {
    const mail = await mailFor({ firstName: typed })
    expect(mail.replyTo?.value).toEqual([{ name: `${shown} Lopez`, address: 'maria@example.net' }])
    expect(mail.subject).toBe(`New estimate request – Not specified – ${shown} Lopez`)
    for (const header of [mail.replyTo?.text, mail.subject]) {
      // eslint-disable-next-line no-control-regex -- what an encoded word could have smuggled in
      expect(header).not.toMatch(/[\u0000-\u001f\u202e]/)
    }
  })

  it('shows the hidden characters an older row holds as escapes, in every part', async () => {
    const mail = await mailFor({ firstName: 'Maria' }, 'Ma\u202eria\u200b\u{e0041}\u2066')
    const shown = 'Ma\\u202eria\\u200b\\u{e0041}\\u2066'
    expect(mail.replyTo?.value[0]?.name).toBe(`${shown} Lopez`)
    expect(mail.subject).toContain(`${shown} Lopez`)
    expect(mail.text).toContain(`First name: ${shown}\n`)
    expect(mail.html).toContain(`<td>${shown}</td>`)
    for (const part of [mail.subject, mail.text, mail.html, mail.replyTo?.text]) {
      expect(part).not.toMatch(/[\u200b\u202e\u2066]|\u{e0041}/u)
    }
  })

  it('keeps names in other scripts and emoji joined by U+200D as they are', async () => {
    const lastName = 'محمد כהן 李 👩\u200d🔧'
    const mail = await mailFor({ firstName: 'Maria', lastName })
    expect(mail.replyTo?.value[0]?.name).toBe(`Maria ${lastName}`)
    expect(mail.subject).toContain(`Maria ${lastName}`)
    expect(mail.text).toContain(`Last name: ${lastName}\n`)
  })

  it('says where the request came from, the campaign’s words as text', async () => {
    const mail = await mailFor({
      firstName: 'Maria',
      source: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: '<b>spring</b>',
        device: 'phone',
      },
    })
    expect(mail.text).toContain('Came from: Ads · google / cpc / <b>spring</b> · phone\n')
    expect(mail.html).toContain('google / cpc / &lt;b&gt;spring&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>spring')
  })

  it('says so when the page could not tell where the request came from', async () => {
    const mail = await mailFor({ firstName: 'Maria' })
    expect(mail.text).toContain('Came from: Not known\n')
  })
})
