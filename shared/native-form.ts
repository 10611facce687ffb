/**
 * The hidden fields of a request form the browser sends itself: the page's script, when it ran,
 * fills in the key (the Idempotency-Key header's stand-in) and how long the page was open (the
 * bot check). Apart from the request schema, so the page's first script carries no validator.
 */
export const NATIVE_FIELDS = { key: 'idempotencyKey', fillMs: 'fillMs' } as const
