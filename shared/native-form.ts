/**
 * The marks a request form and the pages around it share with the server, which fills them in
 * for a browser's own submission (server/html/): found by these names, never by their looks.
 */
export const FORM_MARKS = {
  /** on each request form; its value is the form's id */
  form: 'data-contact-form',
  /** the empty slot where the server lists what went wrong */
  problems: 'data-form-problems',
  /** the thank-you page's line that shows the request's reference */
  reference: 'data-request-reference',
  /** the thank-you page's link to the request's private booking page */
  bookingLink: 'data-booking-link',
} as const

/**
 * The hidden fields of a request form the browser sends itself: the page's script, when it ran,
 * fills in the key (the Idempotency-Key header's stand-in) and how long the page was open (the
 * bot check). Apart from the request schema, so the page's first script carries no validator.
 */
export const NATIVE_FIELDS = { key: 'idempotencyKey', fillMs: 'fillMs' } as const
