/**
 * The reference a homeowner is shown for a request (on the thank-you page) and can quote on the
 * phone: the first 8 characters of its lead id in capitals, which is how `npm run leads` lists it.
 */
import { paths } from './paths'

/** The query parameter of the thank-you page that carries it. */
export const REFERENCE_PARAM = 'ref'
/** What a reference looks like; anything else in the address is ignored. */
export const REFERENCE_PATTERN = /^[0-9A-F]{8}$/

/** The reference of a lead id. */
export function requestReference(leadId: string): string {
  return leadId.slice(0, 8).toUpperCase()
}

/** The thank-you page for a lead: where a sent request leads. */
export function requestReferencePath(leadId: string): string {
  return `${paths.thankYou}?${REFERENCE_PARAM}=${requestReference(leadId)}`
}

/** The reference in a page address's query, when it is one. */
export function referenceInQuery(search: string): string | undefined {
  const reference = new URLSearchParams(search).get(REFERENCE_PARAM) ?? ''
  return REFERENCE_PATTERN.test(reference) ? reference : undefined
}
