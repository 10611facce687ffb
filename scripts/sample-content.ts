/**
 * Words written here in a homeowner's voice are samples until the owner supplies real ones
 * (`sample: true`). The build lists how many remain; STRICT_CONTENT=1 makes it fail on any.
 */
import { caseStudyContent } from '../client/content/case-studies'
import { hub as bergenHub } from '../.content/bodies/hub-bergen'
import { hub as greenwichHub } from '../.content/bodies/hub-greenwich'
import { hub as rocklandHub } from '../.content/bodies/hub-rockland'
import { hub as westchesterHub } from '../.content/bodies/hub-westchester'
import type { Quote } from '../shared/content/types'
import { paths } from '../shared/paths'

/** A quote and the page it is on. */
export type PlacedQuote = { where: string; quote: Quote }

/** Every quote in the content, with where it is. */
export function contentQuotes(): PlacedQuote[] {
  return [
    ...[westchesterHub, rocklandHub, bergenHub, greenwichHub].flatMap((hub) =>
      hub.projects.map((p) => ({ where: `/${hub.slug} (${p.town})`, quote: p.quote })),
    ),
    ...caseStudyContent.map((c) => ({ where: paths.caseStudy(c.slug), quote: c.quote })),
  ]
}

/** Prints the sample quotes left; throws in strict mode. */
export function checkSampleContent(
  strict: boolean,
  quotes: readonly PlacedQuote[] = contentQuotes(),
): void {
  const samples = quotes.filter((q) => q.quote.sample)
  if (samples.length === 0) return
  const message =
    `content: ${samples.length} homeowner quotes are samples, to be replaced with real words ` +
    `before launch (${samples.map((s) => s.where).join(', ')})`
  if (strict) throw new Error(`${message}; STRICT_CONTENT=1 refuses to build with them`)
  console.log(message)
}
