import type { Transporter } from 'nodemailer'
import { isBusy, whenNotBusy } from '../db/busy'
import type { Db } from '../db/database'
import { outbox, type DueNotification } from '../db/outbox'
import { leadEmail } from './lead-email'
import { photoAttachments, photoNote } from './photo-attachments'

export type MailSettings = {
  transport: Transporter
  from: string
  to: string[]
  /** DATA_DIR, where the photos sent with leads are kept */
  dataDir?: string
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

/**
 * Delivers the outbox: each unsent notification is mailed; a failure is recorded and retried
 * later with backoff, so a lead stored while SMTP was down is mailed once SMTP is back. While
 * another process locks the database nothing waits for it: what could not be recorded is
 * recorded at a later run, and an e-mail that went out is never sent again for it.
 */
export function startOutboxSender(db: Db, mail: MailSettings, options: SenderOptions = {}) {
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay
  const log = options.log ?? (() => {})
  const notifications = outbox(db)

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false
  /** e-mails that went out while the database was locked: their "sent" mark is still to write */
  const unmarked = new Map<number, Date>()

  async function markSent(outboxId: number, at: Date) {
    try {
      await whenNotBusy(() => notifications.markSent(outboxId, at))
      unmarked.delete(outboxId)
    } catch (error) {
      if (!isBusy(error)) throw error
      unmarked.set(outboxId, at)
    }
  }

  async function deliver(row: DueNotification) {
    try {
      const files = notifications.photosOf(row.id)
      const photos =
        mail.dataDir && files.length
          ? await photoAttachments(mail.dataDir, row.id, files)
          : { attachments: [], total: files.length }
      const message = leadEmail(row, photoNote(row.id, photos))
      await mail.transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...message,
        attachments: photos.attachments,
      })
    } catch (error) {
      const wait = retryDelay(row.attempts + 1)
      // a lock here leaves the row due as it was: it is tried again at the next run
      await whenNotBusy(() =>
        notifications.markFailed(
          row.outboxId,
          new Date(Date.now() + wait),
          String((error as Error).message),
        ),
      )
      log(
        `mail: notification of lead ${row.id} failed (${(error as Error).message}); retry in ${Math.round(wait / 1000)} s`,
      )
      return
    }
    log(`mail: notification of lead ${row.id} sent`)
    await markSent(row.outboxId, new Date())
  }

  async function runOnce() {
    try {
      for (const [outboxId, at] of unmarked) await markSent(outboxId, at)
      for (const row of notifications.due(new Date())) {
        if (stopped) return
        if (!unmarked.has(row.outboxId)) await deliver(row)
      }
    } catch (error) {
      if (!isBusy(error)) throw error
      log('mail: the database is locked by another process; trying again at the next run')
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
