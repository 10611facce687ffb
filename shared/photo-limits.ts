/**
 * Photos sent with a request. Kept apart from the request's schemas (./contact-request.ts) so the
 * worker that shrinks photos on the device loads these few numbers and not the validation code.
 */
const MB = 1024 * 1024

/** The form-data field the photos travel in. */
export const PHOTOS_FIELD = 'photos'

/**
 * The photos a request may carry: the form shrinks each to the longest side below before it is
 * sent, so the byte limits are for a camera's original sent by another client.
 */
export const PHOTO_LIMITS = {
  count: 6,
  fileBytes: 8 * MB,
  totalBytes: 25 * MB,
  longestSide: 2048,
} as const
