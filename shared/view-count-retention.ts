/**
 * Page view counts (per page and day, no visitor in them) are deleted this many calendar months
 * after their day: two years, to compare a month with the same month a year before, as analytics
 * tools keep theirs. Apart from shared/retention.ts, which reads the generated business facts, so
 * the content compiler can name it in the privacy policy.
 */
export const VIEW_COUNT_RETENTION_MONTHS = 25
