/**
 * How long the server keeps what a request leaves behind. The privacy policy states these and
 * the server prunes by them, so the page and the database never disagree.
 */
import { business } from './business'

/** A lead (and its e-mail record) is deleted this many calendar months after it arrived. */
export const LEAD_RETENTION_MONTHS = business.leadRetentionMonths

export { IDEMPOTENCY_KEY_RETENTION_DAYS } from './idempotency'
