/** The waits between attempts, as operations.md tells the owner: each kind's, failure by failure. */
import { describe, expect, it } from 'vitest'
import { OUTBOX_KINDS } from '../db/outbox-kinds'
import { retryDelay } from './retry-delay'

const SECOND = 1000
const MINUTE = 60 * SECOND

/** The waits after the 1st to the 10th failure. */
const waits = (kind: (typeof OUTBOX_KINDS)[number]) =>
  Array.from({ length: 10 }, (_, i) => retryDelay(kind, i + 1))

/** What a lead or a visit sends by e-mail or to the webhook, and the team's phone alerts. */
const PATIENT_KINDS = [
  'owner-mail',
  'homeowner-mail',
  'booking-mail',
  'booking-reminder',
  'booking-owner-mail',
  'webhook',
] as const
const ALERT_KINDS = ['push-alert', 'booking-alert'] as const

describe('the wait before a failed row is tried again', () => {
  it('is told here for every kind', () => {
    expect([...PATIENT_KINDS, ...ALERT_KINDS].sort()).toEqual([...OUTBOX_KINDS].sort())
  })

  it.each(PATIENT_KINDS)('for %s: 30 s, doubling up to an hour', (kind) => {
    expect(waits(kind)).toEqual([
      30 * SECOND,
      1 * MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ])
  })

  it.each(ALERT_KINDS)('for %s: 10 s, doubling up to 10 minutes', (kind) => {
    expect(waits(kind)).toEqual([
      10 * SECOND,
      20 * SECOND,
      40 * SECOND,
      80 * SECOND,
      160 * SECOND,
      320 * SECOND,
      10 * MINUTE,
      10 * MINUTE,
      10 * MINUTE,
      10 * MINUTE,
    ])
  })

  it('is never longer than an hour for any kind, however many failures', () => {
    for (const kind of OUTBOX_KINDS) {
      expect(retryDelay(kind, 0)).toBeGreaterThan(0)
      expect(retryDelay(kind, 1_000)).toBeLessThanOrEqual(60 * MINUTE)
    }
  })
})
