/**
 * Run once: writes the one-of-a-kind written pages, until now client/content/site-pages.ts and
 * their entries in shared/catalog/pages.ts, as content/pages/*.md, then reads them back with the
 * compiler and checks that every entry and text comes out exactly as it was. The retention
 * figures the privacy policy quotes are written as their tokens.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { sitePageBodies } from '../../client/content/site-pages'
import { fixedPages } from '../../shared/catalog/pages'
import { IDEMPOTENCY_KEY_RETENTION_DAYS, LEAD_RETENTION_MONTHS } from '../../shared/retention'
import { CONTACT_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import { CONTENT_DIR, compileContent } from './compile'
import { docToMarkdown, markdownFile } from './to-markdown'

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The sentences quoting a figure, with the figure as its token. */
const figures: [string, string][] = [
  [
    `a request for ${LEAD_RETENTION_MONTHS} months`,
    'a request for {{retention.leadMonths}} months',
  ],
  [
    `deleted after ${IDEMPOTENCY_KEY_RETENTION_DAYS} days`,
    'deleted after {{retention.requestKeyDays}} days',
  ],
  [
    `sent after ${CONTACT_QUEUE_RETENTION_DAYS} days`,
    'sent after {{retention.offlineQueueDays}} days',
  ],
]

const dir = join(CONTENT_DIR, 'pages')
mkdirSync(dir, { recursive: true })
let tokens = 0
for (const body of sitePageBodies) {
  const facts = fixedPages[body.id as keyof typeof fixedPages]
  let markdown = markdownFile(
    { ...facts, related: body.related },
    docToMarkdown(body.sections, body.faqs),
  )
  for (const [figure, token] of figures) {
    // a sentence may be wrapped across lines in the file
    const pattern = new RegExp(figure.replaceAll(' ', '\\s+'))
    if (pattern.test(markdown)) {
      markdown = markdown.replace(pattern, token)
      tokens++
    }
  }
  writeFileSync(join(dir, `${kebab(body.id)}.md`), markdown)
}
if (tokens !== figures.length) throw new Error(`wrote ${tokens} of ${figures.length} figures`)

const { problems, modules } = compileContent()
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const backFacts = json(modules['catalog/pages.ts']!) as Record<string, unknown>
const backBodies = json(modules['bodies/pages.ts']!) as { id: string }[]
for (const body of sitePageBodies) {
  const facts = fixedPages[body.id as keyof typeof fixedPages]
  if (!isDeepStrictEqual(backFacts[body.id], JSON.parse(JSON.stringify(facts)))) {
    throw new Error(`the index entry of ${body.id} differs after the round trip`)
  }
  const back = backBodies.find((b) => b.id === body.id)
  if (!isDeepStrictEqual(back, JSON.parse(JSON.stringify(body)))) {
    console.error(JSON.stringify(body).slice(0, 300), '\n', JSON.stringify(back).slice(0, 300))
    throw new Error(`${body.id} differs after the round trip`)
  }
}
if (backBodies.length !== sitePageBodies.length) throw new Error('extra pages after the round trip')
console.log(
  `migrated ${sitePageBodies.length} pages to content/pages, each identical after the round trip`,
)
