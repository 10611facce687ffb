/**
 * What an outbox row sends. Each kind has its handler, in a file named for it (owner-mail.ts,
 * push-alert.ts, lead-webhook.ts ...), run by an outbox worker (server/outbox/worker.ts): the
 * e-mail kinds share the mail sender's (server/mail/mail-sender.ts), the others have one each.
 * Each kind's backoff is in server/outbox/retry-delay.ts. The booking kinds tell of a change to a
 * booked visit (the row's booking_change_id): the homeowner's e-mail, the reminder the day
 * before, the owner's e-mail and the team's alert.
 */
export const OUTBOX_KINDS = [
  'owner-mail',
  'homeowner-mail',
  'push-alert',
  'webhook',
  'booking-mail',
  'booking-reminder',
  'booking-owner-mail',
  'booking-alert',
] as const

export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/**
 * The rows every stored lead gets: the owner's e-mail, the homeowner's confirmation and the
 * team's phone alert. The webhook's row is added only while LEAD_WEBHOOK_URL is set, so setting
 * it later does not post every old lead to it.
 */
export const LEAD_NOTIFICATIONS: readonly OutboxKind[] = [
  'owner-mail',
  'homeowner-mail',
  'push-alert',
]
