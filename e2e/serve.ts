/**
 * The server the browser tests run against: the built site with a fresh data directory and a
 * real SMTP server on loopback whose mailbox is written to DATA_DIR/mailbox as JSON files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startTestSmtp } from '../server/testing/smtp-server'
import { loadConfig } from '../server/env'
import { startServer } from '../server/start-server'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('e2e/serve.ts needs DATA_DIR')
rmSync(dataDir, { recursive: true, force: true })
const mailbox = join(dataDir, 'mailbox')
mkdirSync(mailbox, { recursive: true })

const smtp = await startTestSmtp()
smtp.onMessage((mail, index) => {
  const record = {
    subject: mail.subject,
    from: mail.from?.value,
    to: Array.isArray(mail.to) ? mail.to.flatMap((t) => t.value) : mail.to?.value,
    replyTo: mail.replyTo?.value,
    text: mail.text,
  }
  writeFileSync(
    join(mailbox, `${String(index).padStart(4, '0')}.json`),
    JSON.stringify(record, null, 2),
  )
})

startServer(loadConfig({ ...process.env, SMTP_URL: smtp.url, LEADS_TO: 'owner@example.com' }))
