/**
 * The reference a visitor is shown for a stored request: the first 8 characters of its lead id,
 * in capitals, short enough to read out on the phone and found with `npm run leads`. The server
 * sends a browser's own form submission to the thank-you page with it in the address; the page
 * shows it, and the link to the request's private booking page when the address carries its token.
 */
import { paths } from './paths'

/** The query parameter of the thank-you page that carries the reference. */
export const REFERENCE_PARAM = 'ref'

/** What a reference looks like; anything else in the address is ignored. */
export const REFERENCE_PATTERN = /^[0-9A-F]{8}$/

/** The reference of a lead, from its id (a UUID). */
export function requestReference(leadId: string): string {
  return leadId.slice(0, 8).toUpperCase()
}

/** The query parameter of the thank-you page that carries the booking link's token. */
export const BOOKING_PARAM = 'book'

/** A booking link's token: 32 bytes, base64url (server/booking/booking-links.ts makes them). */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The private booking page of a token. */
export const bookingPagePath = (token: string) => `${paths.booking}/${token}`

/** The token at the end of a booking page's address (absolute or not), when it is one. */
export function bookingTokenOf(bookingUrl: string | undefined): string | undefined {
  const token = bookingUrl?.split('/').pop() ?? ''
  return BOOKING_TOKEN_PATTERN.test(token) ? token : undefined
}

/** The thank-you page's address showing a lead's reference and, given one, its booking link. */
export function thankYouAddress(leadId: string, bookingToken?: string): string {
  const reference = `${paths.thankYou}?${REFERENCE_PARAM}=${requestReference(leadId)}`
  return bookingToken ? `${reference}&${BOOKING_PARAM}=${bookingToken}` : reference
}

/** The booking token in a page address's query, when it is one. */
export function bookingTokenInQuery(search: string): string | undefined {
  const token = new URLSearchParams(search).get(BOOKING_PARAM) ?? ''
  return BOOKING_TOKEN_PATTERN.test(token) ? token : undefined
}

/** The reference in a page address's query, when it is one. */
export function referenceInQuery(search: string): string | undefined {
  const reference = new URLSearchParams(search).get(REFERENCE_PARAM) ?? ''
  return REFERENCE_PATTERN.test(reference) ? reference : undefined
}
