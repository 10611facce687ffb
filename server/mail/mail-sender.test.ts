/**
 * The mail sender while another process locks the database: it neither waits for the lock nor
 * loses a notification, and an e-mail that went out is not sent again.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { afterAll, expect, it } from 'vitest'
import { SERVER_BUSY_TIMEOUT_MS } from '../db/busy'
import { LEAD_NOTIFICATIONS } from '../db/outbox-kinds'
import { lead } from '../testing/contact'
import { holdWriteLock, temporaryDatabase } from '../testing/database'
import { CONFIRMATIONS_PER_ADDRESS } from './confirmation-limits'
import { MAIL_KINDS, startMailSender } from './mail-sender'
import { startTestSmtp } from '../testing/smtp-server'

const t = temporaryDatabase(SERVER_BUSY_TIMEOUT_MS)
afterAll(() => t.remove())

it('records e-mails sent during a lock afterwards, and never mails them twice', async () => {
  const { firstName, lastName, phone, email } = lead
  t.store.save({ firstName, lastName, phone, email }, undefined, 'hash')
  const mailed: unknown[] = []
  const transport = { sendMail: async (message: unknown) => mailed.push(message) }
  const logged: string[] = []

  const lock = holdWriteLock(t.dir)
  const sender = startMailSender(
    t.db,
    { transport: transport as unknown as Transporter, from: 'site@example.com', to: ['o@x.com'] },
    { pollMs: 60_000, log: (line) => logged.push(line) },
  )
  // the owner's e-mail and the homeowner's confirmation: the mail kinds a lead's rows have
  const leadMail = LEAD_NOTIFICATIONS.filter((kind) =>
    (MAIL_KINDS as readonly string[]).includes(kind),
  )
  const kinds = leadMail.length
  const sentAt = () =>
    t.db
      .prepare('SELECT sent_at FROM outbox WHERE kind IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(MAIL_KINDS))
  try {
    await sender.wake()
    expect(mailed).toHaveLength(kinds)
    // another run while still locked: the marks are still to write, nothing is sent again
    await sender.wake()
    expect(mailed).toHaveLength(kinds)
    expect(sentAt()).toEqual(leadMail.map(() => null))
  } finally {
    lock.release()
  }
  await sender.wake()
  expect(mailed).toHaveLength(kinds)
  expect(sentAt()).not.toContain(null)
  await sender.stop()
  expect(logged.filter((line) => line.endsWith(' sent'))).toHaveLength(kinds)
})

it('counts the confirmations sent during a lock towards the address’s daily limit', async () => {
  const t = temporaryDatabase(SERVER_BUSY_TIMEOUT_MS)
  const smtp = await startTestSmtp()
  const { firstName, lastName, phone, email } = lead
  for (let i = 0; i <= CONFIRMATIONS_PER_ADDRESS; i++) {
    t.store.save({ firstName, lastName, phone, email }, undefined, `hash-${i}`)
  }
  const lock = holdWriteLock(t.dir)
  const sender = startMailSender(
    t.db,
    { transport: nodemailer.createTransport(smtp.url), from: 'site@example.com', to: ['o@x.com'] },
    { pollMs: 60_000 },
  )
  try {
    await sender.wake()
  } finally {
    lock.release()
  }
  await sender.wake()
  await sender.stop()
  await smtp.close()
  expect(smtp.to(email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS)
  const held = t.db
    .prepare(
      "SELECT last_error FROM outbox WHERE kind = 'homeowner-mail' AND last_error IS NOT NULL",
    )
    .pluck()
    .all()
  expect(held).toEqual([expect.stringMatching(/24 hours/)])
  t.remove()
}, 30_000)

it('mails a lead stored while a run is sending, without waiting for the next poll', async () => {
  const t = temporaryDatabase(SERVER_BUSY_TIMEOUT_MS)
  const { firstName, lastName, phone, email } = lead
  t.store.save({ firstName, lastName, phone, email }, undefined, 'first')
  const mailed: string[] = []
  let sending = false
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const transport = {
    sendMail: async (message: { to: unknown }) => {
      sending = true
      await held
      mailed.push(JSON.stringify(message.to))
    },
  }
  // the poll would come only after the test's own time limit
  const sender = startMailSender(
    t.db,
    { transport: transport as unknown as Transporter, from: 'site@example.com', to: ['o@x.com'] },
    { pollMs: 600_000 },
  )
  const first = sender.wake()
  await expect.poll(() => sending).toBe(true)
  t.store.save({ firstName, lastName, phone, email: 'second@example.org' }, undefined, 'second')
  const second = sender.wake()
  release()
  await Promise.all([first, second])
  expect(mailed.filter((to) => to.includes('second@example.org'))).toHaveLength(1)
  expect(mailed.filter((to) => to.includes('o@x.com'))).toHaveLength(2)
  await sender.stop()
  t.remove()
})
