import type { Transporter } from 'nodemailer'
import { isBusy, whenNotBusy } from '../db/busy'
import type { Db } from '../db/database'
import { outbox, type DueNotification } from '../db/outbox'
import { pendingMarks } from '../db/pending-marks'
import { startRunLoop, type RunLoop } from '../run-loop'
import { CONFIRMATION_WINDOW_MS } from './confirmation-limits'
import { MAIL_KINDS, mailKind, type BookingMail, type Outgoing } from './mail-kinds'
import type { BookingRules } from '../../shared/booking-rules'
import type { BookingLinks } from '../booking/booking-links'
import { bookingService } from '../booking/booking-service'

export type MailSettings = {
  transport: Transporter
  from: string
  to: string[]
  /** DATA_DIR, where the photos sent with leads are kept */
  dataDir?: string
  /** booking's database and links: its e-mails are written from them */
  booking?: { db: Db; links: BookingLinks; siteUrl: string; rules?: BookingRules }
}

export type SenderOptions = {
  /** wait before attempt n+1 after n failures */
  retryDelayMs?: (failures: number) => number
  /** how often the sender looks for due mail when nothing wakes it */
  pollMs?: number
  log?: (message: string) => void
  /** the clock rows fall due by; tests move it (a reminder is due the day before its visit) */
  now?: () => Date
}

/** 30 s, 1 min, 2 min ... doubling up to an hour; the sender never gives up on a lead. */
export function defaultRetryDelay(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000)
}

/**
 * Delivers the outbox's e-mails (mail-kinds.ts): the owner's notification and the homeowner's
 * confirmation of each lead. Each unsent row is mailed; a failure is recorded and retried later
 * with backoff, so a lead stored while SMTP was down is mailed once SMTP is back (its
 * confirmation only within the hour: confirmation-limits.ts). While another process locks the
 * database nothing waits for it: what could not be recorded is recorded at a later run, and an
 * e-mail that went out is never sent again for it.
 */
export function startOutboxSender(db: Db, mail: MailSettings, options: SenderOptions = {}) {
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay
  const log = options.log ?? (() => {})
  const notifications = outbox(db)
  const clock = options.now ?? (() => new Date())
  const booking: BookingMail | undefined = mail.booking && {
    service: bookingService({
      db,
      links: mail.booking.links,
      now: clock,
      ...(mail.booking.rules ? { rules: mail.booking.rules } : {}),
    }),
    links: mail.booking.links,
    siteUrl: mail.booking.siteUrl,
  }

  /** e-mails that went out while the database was locked: their "sent" mark is still to write */
  const unmarked = pendingMarks<{ at: Date; row: DueNotification }>((outboxId, { at }) =>
    notifications.markSent(outboxId, at),
  )

  /** The addresses confirmations went to in the last day, those not yet marked sent included. */
  function confirmationsSentTo(now: Date): string[] {
    const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS)
    const pending = [...unmarked.values()].filter(({ row }) => row.kind === 'homeowner-mail')
    return [
      ...notifications.sentToSince('homeowner-mail', since),
      ...pending.map(({ row }) => row.email),
    ]
  }

  async function deliver(row: DueNotification) {
    const kind = mailKind(row.kind)
    const now = clock()
    let outgoing: Outgoing
    try {
      outgoing = await kind.compose(row, {
        to: mail.to,
        dataDir: mail.dataDir,
        now,
        photosOf: notifications.photosOf,
        confirmationsSentTo: () => confirmationsSentTo(now),
        booking,
      })
      if ('message' in outgoing) {
        await mail.transport.sendMail({ from: mail.from, ...outgoing.message })
      }
    } catch (error) {
      const wait = retryDelay(row.attempts + 1)
      // a lock here leaves the row due as it was: it is tried again at the next run
      await whenNotBusy(() =>
        notifications.markFailed(
          row.outboxId,
          new Date(clock().getTime() + wait),
          String((error as Error).message),
        ),
      )
      log(
        `mail: ${kind.name} of lead ${row.id} failed (${(error as Error).message}); retry in ${Math.round(wait / 1000)} s`,
      )
      return
    }
    if ('skip' in outgoing) {
      // a lock here leaves the row due as it was: it is looked at again at the next run
      await whenNotBusy(() => notifications.markSkipped(row.outboxId, now, outgoing.skip))
      log(`mail: ${kind.name} of lead ${row.id} ${outgoing.skip}`)
      return
    }
    log(`mail: ${kind.name} of lead ${row.id} sent`)
    await unmarked.mark(row.outboxId, { at: clock(), row })
  }

  async function runOnce(stopped: () => boolean) {
    try {
      await unmarked.startRun()
      for (const row of notifications.due(clock(), MAIL_KINDS)) {
        if (stopped()) return
        if (!unmarked.has(row.outboxId)) await deliver(row)
      }
    } catch (error) {
      if (!isBusy(error)) throw error
      log('mail: the database is locked by another process; trying again at the next run')
    }
  }

  return startRunLoop(runOnce, options.pollMs ?? 5_000)
}

export type OutboxSender = RunLoop
