/**
 * How long each outbox kind waits before trying a failed row again: the first wait, then twice as
 * long after each failure, up to a ceiling. No kind ever gives up: a row is let go only by its
 * own handler, for a reason it names.
 */
import type { OutboxKind } from '../db/outbox-kinds'

type Backoff = { firstMs: number; maxMs: number }

/** 30 s, 1 min, 2 min ... up to an hour: what a lead sends waits out an SMTP or receiver outage. */
const PATIENT: Backoff = { firstMs: 30_000, maxMs: 3_600_000 }

/** 10 s, 20 s, 40 s ... up to 10 minutes: an alert is worth most in its first minutes. */
const URGENT: Backoff = { firstMs: 10_000, maxMs: 600_000 }

/** Each kind's backoff: a new kind does not compile without one. */
export const BACKOFF = {
  'owner-mail': PATIENT,
  'homeowner-mail': PATIENT,
  'booking-mail': PATIENT,
  'booking-reminder': PATIENT,
  'booking-owner-mail': PATIENT,
  webhook: PATIENT,
  'push-alert': URGENT,
  'booking-alert': URGENT,
} as const satisfies Record<OutboxKind, Backoff>

/** The wait before attempt n+1 of a row of `kind` after n failures. */
export function retryDelay(kind: OutboxKind, failures: number): number {
  const { firstMs, maxMs } = BACKOFF[kind]
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs)
}
