import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FORM_MARKS } from '../../shared/native-form'
import { pageFile } from '../../shared/page-file'
import { paths } from '../../shared/paths'
import {
  BOOKING_PARAM,
  bookingPagePath,
  bookingTokenInQuery,
  REFERENCE_PARAM,
  REFERENCE_PATTERN,
} from '../../shared/request-reference'
import { escapeHtml } from '../../shared/escape-html'
import { applyEdits, closingTag, rewriteTag, startTags } from './markup'

/**
 * The page with the reference shown in its `data-request-reference` element: the element's
 * `hidden` removed and the reference in its `<strong>`. Undefined when the page has no such
 * element.
 */
export function withRequestReference(html: string, reference: string): string | undefined {
  for (const tag of startTags(html)) {
    if (!tag.attributes.some((a) => a.name === FORM_MARKS.reference)) continue
    const close = closingTag(html, tag.name, tag.end)
    const strong = [...startTags(html, tag.end, close)].find((t) => t.name === 'strong')
    if (close < 0 || !strong) return undefined
    const strongEnd = closingTag(html, 'strong', strong.end)
    if (strongEnd < 0 || strongEnd > close) return undefined
    return applyEdits(html, [
      { start: tag.start, end: tag.end, text: rewriteTag(tag, { hidden: null }) },
      { start: strong.end, end: strongEnd, text: escapeHtml(reference) },
    ])
  }
  return undefined
}

/**
 * The page with its `data-booking-link` element shown and its `<a>` leading to the booking page
 * of `token`; undefined when the page has no such element.
 */
export function withBookingLink(html: string, token: string): string | undefined {
  for (const tag of startTags(html)) {
    if (!tag.attributes.some((a) => a.name === FORM_MARKS.bookingLink)) continue
    const close = closingTag(html, tag.name, tag.end)
    const link = [...startTags(html, tag.end, close)].find((t) => t.name === 'a')
    if (close < 0 || !link) return undefined
    return applyEdits(html, [
      { start: tag.start, end: tag.end, text: rewriteTag(tag, { hidden: null }) },
      {
        start: link.start,
        end: link.end,
        text: rewriteTag(link, { href: bookingPagePath(token) }),
      },
    ])
  }
  return undefined
}

/**
 * The thank-you page showing the reference a browser's own form submission was sent there with
 * (`/thank-you?ref=…`), with its booking link when the address has one (`&book=…`); undefined for any other page or query, which is served as built. The
 * built page is read once.
 */
export function thankYouWithReference(
  distDir: string,
): (page: string, query: Readonly<Record<string, unknown>>) => string | undefined {
  let built: string | undefined
  return (page, query) => {
    const reference = query[REFERENCE_PARAM]
    if (page !== paths.thankYou) return undefined
    if (typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference)) return undefined
    built ??= readFileSync(join(distDir, pageFile(paths.thankYou)), 'utf8')
    const shown = withRequestReference(built, reference)
    const book = query[BOOKING_PARAM]
    const token =
      typeof book === 'string' ? bookingTokenInQuery(`?${BOOKING_PARAM}=${book}`) : undefined
    return shown && token ? (withBookingLink(shown, token) ?? shown) : shown
  }
}
