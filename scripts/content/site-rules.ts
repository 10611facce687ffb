/**
 * The rules that look across pages, checked at every build after each file was read on its own.
 * A problem stops the build; a warning is printed and the build goes on. Each says the file,
 * the line where it is known, what is wrong and what to do, as every content message does.
 *
 * Problems: two pages with the same title, heading or description (search engines show one of
 * them, and a visitor cannot tell them apart); a paragraph on two pages; a cost guide that does
 * not link to the cost estimator. Warnings: a page shorter than its kind's usual length, and
 * words a homeowner does not trust.
 */
import { plainText } from '../../shared/content/rich-text'
import { wordCount } from '../../shared/content/word-count'
import { paths } from '../../shared/paths'
import type { WrittenPage } from './collection'
import { found, type Problems } from './problems'

/**
 * The words a written page should have at least, by where its file is: what it takes to answer
 * the question the page is about well enough to rank and to be trusted. The editor shows the
 * same figure beside each collection's text.
 */
export const MINIMUM_WORDS: readonly { files: RegExp; kind: string; words: number }[] = [
  { files: /^content\/blog\//, kind: 'an article', words: 700 },
  { files: /^content\/learning\//, kind: 'an encyclopedia page', words: 600 },
  { files: /^content\/guides\//, kind: 'a guide', words: 600 },
  { files: /^content\/services\/.*\.md$/, kind: 'a service page', words: 600 },
  { files: /^content\/town-services\//, kind: 'a town service page', words: 500 },
  { files: /^content\/locations\//, kind: 'a location page', words: 500 },
  {
    files: /^content\/pages\/(showroom|privacy-policy|terms-of-service)\.md$/,
    kind: 'this page',
    words: 500,
  },
  { files: /^content\/pages\/news\.md$/, kind: 'the news page', words: 300 },
]

/** A paragraph this long or longer may appear on one page only; a short line may repeat. */
export const REPEATED_PARAGRAPH_CHARS = 80

/** Words that promise without saying anything; a homeowner reads past them or distrusts them. */
const HYPE = /\b(best-in-class|world-class|unparalleled|ultimate|lorem\s+ipsum)\b/i

const FACTS = [
  { field: 'title', says: 'the title search results show' },
  { field: 'heading', says: 'the heading' },
  { field: 'description', says: 'the description search results show' },
] as const

/** The line of a paragraph in its file: the first line holding its opening words. */
function lineOfParagraph(page: WrittenPage, text: string): number | undefined {
  if (!page.text || !page.doc) return undefined
  const opening = text.slice(0, 30)
  const index = page.text.split('\n').findIndex((line) => plainText(line).includes(opening))
  return index < 0 || page.bodyLine === undefined ? undefined : page.bodyLine + index
}

/** Each page's title, heading and description are its own. */
function checkOwnFacts(pages: readonly WrittenPage[], problems: Problems) {
  for (const { field, says } of FACTS) {
    const first = new Map<string, WrittenPage>()
    for (const page of pages) {
      const value = page[field]?.trim().toLowerCase()
      if (!value) continue
      const other = first.get(value)
      if (!other) {
        first.set(value, page)
        continue
      }
      problems.add(
        page.file,
        `'${field}' is the same as in ${other.file} (${found(page[field])}): ${says} must tell the two pages apart, so write one for this page`,
        page.lineOf(field),
      )
    }
  }
}

/** No paragraph of some length is on two pages. */
function checkRepeatedParagraphs(pages: readonly WrittenPage[], problems: Problems) {
  const first = new Map<string, WrittenPage>()
  for (const page of pages) {
    const seenHere = new Set<string>()
    for (const block of page.doc?.sections.flatMap((s) => s.blocks) ?? []) {
      if (block.kind !== 'p') continue
      const text = plainText(block.text)
      if (text.length < REPEATED_PARAGRAPH_CHARS || seenHere.has(text)) continue
      seenHere.add(text)
      const other = first.get(text)
      if (!other) {
        first.set(text, page)
        continue
      }
      problems.add(
        page.file,
        `the paragraph ${found(text)} is also in ${other.file}: search engines count a page that repeats another as less worth showing, so write it anew for this page or link to the other`,
        lineOfParagraph(page, text),
      )
    }
  }
}

/** A page listed with the cost guides sends its reader on to the estimator. */
function checkCostGuides(pages: readonly WrittenPage[], problems: Problems) {
  for (const page of pages) {
    if (!page.costGuide) continue
    if (page.links.some((link) => link.path === paths.costEstimator)) continue
    problems.add(
      page.file,
      `'costGuide' is true, so the page is listed with the cost guides and must link to the cost estimator: add a link such as [our cost estimator](${paths.costEstimator}) to the text, or set costGuide: false`,
      page.lineOf('costGuide'),
    )
  }
}

function checkLength(page: WrittenPage, problems: Problems) {
  if (!page.doc) return
  const rule = MINIMUM_WORDS.find((r) => r.files.test(page.file))
  if (!rule) return
  const extra = page.extraText?.split(/\s+/).filter(Boolean).length ?? 0
  const words = wordCount(page.doc) + extra
  if (words >= rule.words) return
  problems.warn(
    page.file,
    `${words} words; ${rule.kind} usually needs at least ${rule.words} to answer its question well enough to rank: add what a homeowner would ask next`,
  )
}

function checkHype(page: WrittenPage, problems: Problems) {
  if (!page.doc) return
  const match = HYPE.exec(JSON.stringify(page.doc))
  if (!match) return
  problems.warn(
    page.file,
    `the text says ${found(match[0])}: a homeowner trusts what a project cost and took more than praise, so say that instead`,
  )
}

/** Runs every rule across the pages the collections read. */
export function checkSite(pages: readonly WrittenPage[], problems: Problems): void {
  checkOwnFacts(pages, problems)
  checkRepeatedParagraphs(pages, problems)
  checkCostGuides(pages, problems)
  for (const page of pages) {
    checkLength(page, problems)
    checkHype(page, problems)
  }
}
