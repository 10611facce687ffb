/**
 * How long the server keeps what a request leaves behind. The privacy policy states these and
 * the server prunes by them, so the page and the database never disagree.
 */
import { business } from './business'

/** A lead (and its e-mail record) is deleted this many calendar months after it arrived. */
export const LEAD_RETENTION_MONTHS = business.leadRetentionMonths

/** The longest the photos sent with a request are kept (PHOTO_RETENTION_DAYS may shorten it). */
export const PHOTO_RETENTION_DAYS = business.photoRetentionDays

export { IDEMPOTENCY_KEY_RETENTION_DAYS } from './idempotency'
export { VIEW_COUNT_RETENTION_MONTHS } from './view-count-retention'
