/**
 * How long the server keeps what a request leaves behind. The privacy policy states these and
 * the server prunes by them, so the page and the database never disagree.
 */
import { business } from './business'
import { CONTACT_QUEUE_RETENTION_DAYS } from './sw-messages'

/** A lead (and its e-mail record) is deleted this many calendar months after it arrived. */
export const LEAD_RETENTION_MONTHS = business.leadRetentionMonths

/**
 * The server keeps an idempotency key a day longer than the offline queue may hold its request,
 * so a replay from the queue always finds it and is answered, not stored again.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = CONTACT_QUEUE_RETENTION_DAYS + 1
