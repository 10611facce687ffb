import type { Transporter } from 'nodemailer'
import type { Db } from '../db/database'
import { leadColumns, type StoredLead } from '../db/leads'
import { leadEmail } from './lead-email'

export type MailSettings = {
  transport: Transporter
  from: string
  to: string[]
}

export type SenderOptions = {
  /** wait before attempt n+1 after n failures */
  retryDelayMs?: (failures: number) => number
  /** how often the sender looks for due mail when nothing wakes it */
  pollMs?: number
  log?: (message: string) => void
}

/** 30 s, 1 min, 2 min ... doubling up to an hour; the sender never gives up on a lead. */
export function defaultRetryDelay(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000)
}

type DueRow = StoredLead & { outboxId: number; attempts: number }

/**
 * Delivers the outbox: each unsent notification is mailed; a failure is recorded and retried
 * later with backoff, so a lead stored while SMTP was down is mailed once SMTP is back.
 */
export function startOutboxSender(db: Db, mail: MailSettings, options: SenderOptions = {}) {
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay
  const log = options.log ?? (() => {})
  const due = db.prepare<[string], DueRow>(`
    SELECT o.id AS outboxId, o.attempts, ${leadColumns('l')}
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT 20`)
  const markSent = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const markFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  async function deliver(row: DueRow) {
    const message = leadEmail(row)
    try {
      await mail.transport.sendMail({ from: mail.from, to: mail.to, ...message })
      markSent.run(new Date().toISOString(), row.outboxId)
      log(`mail: notification of lead ${row.id} sent`)
    } catch (error) {
      const wait = retryDelay(row.attempts + 1)
      markFailed.run(
        new Date(Date.now() + wait).toISOString(),
        String((error as Error).message),
        row.outboxId,
      )
      log(
        `mail: notification of lead ${row.id} failed (${(error as Error).message}); retry in ${Math.round(wait / 1000)} s`,
      )
    }
  }

  async function runOnce() {
    for (const row of due.all(new Date().toISOString())) {
      if (stopped) return
      await deliver(row)
    }
  }

  /** Sends what is due now; concurrent calls share one run. */
  function wake(): Promise<void> {
    running ??= runOnce().finally(() => (running = undefined))
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => void wake().finally(schedule), options.pollMs ?? 5_000)
    timer.unref()
  }

  schedule()
  void wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

export type OutboxSender = ReturnType<typeof startOutboxSender>
