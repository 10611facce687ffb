/**
 * How long the server keeps what a request leaves behind. The privacy policy states these and
 * the server prunes by them, so the page and the database never disagree.
 */
import { business } from './business'

/** A lead (and its e-mail record) is deleted this many calendar months after it arrived. */
export const LEAD_RETENTION_MONTHS = business.leadRetentionMonths

/** The longest the photos sent with a request are kept (PHOTO_RETENTION_DAYS may shorten it). */
export const PHOTO_RETENTION_DAYS = business.photoRetentionDays

/**
 * Page view counts (per page and day, no visitor in them) are deleted this many calendar months
 * after their day: two years to compare a month with the same month a year before, as analytics
 * tools keep theirs.
 */
export const VIEW_COUNT_RETENTION_MONTHS = 25

export { IDEMPOTENCY_KEY_RETENTION_DAYS } from './idempotency'
