/**
 * The reference a visitor is shown for a stored request: the first 8 characters of its lead id,
 * in capitals, short enough to read out on the phone and found with `npm run leads`. The server
 * sends a browser's own form submission to the thank-you page with it in the address; the page
 * shows it.
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

/** The thank-you page's address showing a lead's reference. */
export function thankYouAddress(leadId: string): string {
  return `${paths.thankYou}?${REFERENCE_PARAM}=${requestReference(leadId)}`
}

/** The reference in a page address's query, when it is one. */
export function referenceInQuery(search: string): string | undefined {
  const reference = new URLSearchParams(search).get(REFERENCE_PARAM) ?? ''
  return REFERENCE_PATTERN.test(reference) ? reference : undefined
}
