/**
 * The mail sender while another process locks the database: it neither waits for the lock nor
 * loses a notification, and an e-mail that went out is not sent again.
 */
import type { Transporter } from 'nodemailer'
import { afterAll, expect, it } from 'vitest'
import { SERVER_BUSY_TIMEOUT_MS } from '../db/busy'
import { lead } from '../routes/contact-test-support'
import { holdWriteLock, temporaryDatabase } from '../test-support'
import { startOutboxSender } from './outbox-sender'

const t = temporaryDatabase(SERVER_BUSY_TIMEOUT_MS)
afterAll(() => t.remove())

/** The sent_at of the lead's e-mail row (the lead has other rows: its alerts) */
const mailRow = () => t.db.prepare("SELECT sent_at FROM outbox WHERE kind = 'owner-mail'").pluck()

it('records a notification sent during a lock afterwards, and never mails it twice', async () => {
  const { firstName, lastName, phone, email } = lead
  t.store.save({ firstName, lastName, phone, email }, undefined, 'hash')
  const mailed: unknown[] = []
  const transport = { sendMail: async (message: unknown) => mailed.push(message) }
  const logged: string[] = []

  const lock = holdWriteLock(t.dir)
  const sender = startOutboxSender(
    t.db,
    { transport: transport as unknown as Transporter, from: 'site@example.com', to: ['o@x.com'] },
    { pollMs: 60_000, log: (line) => logged.push(line) },
  )
  try {
    await sender.wake()
    expect(mailed).toHaveLength(1)
    // another run while still locked: the mark is still to write, the e-mail is not sent again
    await sender.wake()
    expect(mailed).toHaveLength(1)
    expect(mailRow().get()).toBeNull()
  } finally {
    lock.release()
  }
  await sender.wake()
  expect(mailed).toHaveLength(1)
  expect(mailRow().get()).not.toBeNull()
  await sender.stop()
  expect(logged.filter((line) => line.includes('sent'))).toHaveLength(1)
})
