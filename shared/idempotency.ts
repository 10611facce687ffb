import { CONTACT_QUEUE_RETENTION_DAYS } from './sw-messages'

/**
 * The server keeps an idempotency key a day longer than the offline queue may hold its request,
 * so a replay from the queue always finds it and is answered, not stored again.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = CONTACT_QUEUE_RETENTION_DAYS + 1
