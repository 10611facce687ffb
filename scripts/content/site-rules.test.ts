/**
 * The rules across pages, run by the compiler's own page reader on small fixture files: what a
 * problem stops, what a warning only says, and that each message names the file and line.
 */
import { describe, expect, it } from 'vitest'
import { readMarkdownPage, writtenPages } from './collection'
import { blogFrontMatter } from './collections/blog'
import { Problems } from './problems'
import { checkSite, MINIMUM_WORDS } from './site-rules'

const ARTICLE_MINIMUM = MINIMUM_WORDS.find((rule) => rule.files.test('content/blog/a.md'))!.words

/** Words enough for an article, each paragraph its own. */
const longText = (seed: string) =>
  Array.from(
    { length: Math.ceil(ARTICLE_MINIMUM / 50) },
    (_, i) =>
      `Paragraph ${i} about ${seed}: ` +
      Array.from({ length: 48 }, (_, w) => `${seed}${i}word${w}`).join(' '),
  ).join('\n\n')

type Fixture = {
  slug: string
  title?: string
  description?: string
  costGuide?: boolean
  body?: string
}

/** A blog article as the owner writes it. */
function article({ slug, title, description, costGuide, body }: Fixture) {
  return [
    '---',
    `label: ${slug}`,
    `title: ${title ?? `How ${slug} works in Westchester`}`,
    `heading: All about ${slug} for a Westchester home`,
    `description: ${description ?? `What ${slug} costs in a Westchester home, how long the work takes, and what to ask a contractor before you start.`}`,
    'published: 2026-05-01',
    'topic: planning',
    ...(costGuide === undefined ? [] : [`costGuide: ${costGuide}`]),
    'related:',
    '  - /services/kitchens',
    '  - /services/bathrooms',
    '  - /contact',
    '---',
    '',
    '## What to know',
    '',
    body ?? longText(slug),
    '',
  ].join('\n')
}

/** Reads the fixtures as the compiler reads content/blog, then runs the rules across them. */
function check(...fixtures: Fixture[]) {
  const problems = new Problems()
  const pages = fixtures.flatMap((fixture) => {
    const file = `content/blog/${fixture.slug}.md`
    const page = readMarkdownPage(article(fixture), file, fixture.slug, blogFrontMatter, problems)
    return page ? writtenPages([page]) : []
  })
  expect(problems.format(), 'the fixtures themselves are well formed').toBe('')
  checkSite(pages, problems)
  return { problems: problems.format(), warnings: problems.formatWarnings() }
}

const lineOf = (fixture: Fixture, pattern: RegExp) =>
  article(fixture)
    .split('\n')
    .findIndex((line) => pattern.test(line)) + 1

describe('the rules across pages', () => {
  it('pass pages that each say their own thing', () => {
    expect(check({ slug: 'tile' }, { slug: 'lighting' })).toEqual({ problems: '', warnings: '' })
  })

  it('refuse a second page with the same title, naming both files and the line', () => {
    const second = { slug: 'lighting', title: 'How Tile Works Here' }
    const { problems } = check({ slug: 'tile', title: 'How Tile Works Here' }, second)
    expect(problems).toBe(
      `content/blog/lighting.md:${lineOf(second, /^title:/)}: 'title' is the same as in content/blog/tile.md ("How Tile Works Here"): the title search results show must tell the two pages apart, so write one for this page`,
    )
  })

  it('refuse a description used twice, whatever its capitals', () => {
    const text =
      'What a tile floor costs in a Westchester home, how long it takes to lay, and what to ask before you choose.'
    const { problems } = check(
      { slug: 'tile', description: text },
      { slug: 'floors', description: text.toUpperCase() },
    )
    expect(problems).toMatch(
      /^content\/blog\/floors\.md:\d+: 'description' is the same as in content\/blog\/tile\.md/,
    )
  })

  it('refuse a paragraph on two pages, on the line where it is', () => {
    const shared =
      'A paragraph long enough to count, copied from one page to another by an editor in a hurry.'
    const second = { slug: 'lighting', body: `${longText('lighting')}\n\n${shared}` }
    const { problems } = check({ slug: 'tile', body: `${shared}\n\n${longText('tile')}` }, second)
    expect(problems).toBe(
      `content/blog/lighting.md:${lineOf(second, /^A paragraph long/)}: the paragraph "${shared.slice(0, 57)}..." is also in content/blog/tile.md: search engines count a page that repeats another as less worth showing, so write it anew for this page or link to the other`,
    )
  })

  it('let a short line repeat: a heading-like sentence is not copied text', () => {
    const line = 'Call us to book a visit.'
    const { problems } = check(
      { slug: 'tile', body: `${line}\n\n${longText('tile')}` },
      { slug: 'lighting', body: `${line}\n\n${longText('lighting')}` },
    )
    expect(problems).toBe('')
  })

  it('refuse a cost guide that does not link to the cost estimator, and say both fixes', () => {
    const fixture = { slug: 'tile-costs', costGuide: true }
    const { problems } = check(fixture)
    expect(problems).toBe(
      `content/blog/tile-costs.md:${lineOf(fixture, /^costGuide:/)}: 'costGuide' is true, so the page is listed with the cost guides and must link to the cost estimator: add a link such as [our cost estimator](/cost-estimator) to the text, or set costGuide: false`,
    )
    const linked = check({
      slug: 'tile-costs',
      costGuide: true,
      body: `Try [our cost estimator](/cost-estimator) first.\n\n${longText('tile')}`,
    })
    expect(linked.problems).toBe('')
    expect(check({ slug: 'tile-costs', costGuide: false }).problems).toBe('')
  })

  it('only warn of a short page: a 400-word post still builds', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
    const { problems, warnings } = check({ slug: 'showroom-open-house', body: words })
    expect(problems).toBe('')
    expect(warnings).toMatch(
      new RegExp(
        `^content/blog/showroom-open-house\\.md: 40\\d words; an article usually needs at least ${ARTICLE_MINIMUM}`,
      ),
    )
  })

  it('warn of words a homeowner does not trust', () => {
    const { problems, warnings } = check({
      slug: 'tile',
      body: `We do world-class tile work.\n\n${longText('tile')}`,
    })
    expect(problems).toBe('')
    expect(warnings).toContain('content/blog/tile.md: the text says "world-class"')
  })
})
