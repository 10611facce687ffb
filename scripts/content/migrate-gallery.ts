/**
 * Run once: writes the gallery's case studies, until now TypeScript modules, as
 * content/gallery/*.md, then compiles them and checks every entry comes back identical.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { caseStudyContent } from '../../client/content/case-studies'
import { caseStudies } from '../../shared/catalog/gallery'
import { CONTENT_DIR } from './compile'
import { gallery } from './collections/gallery'
import { Problems } from './problems'
import { docToMarkdown, markdownFile } from './to-markdown'

const dir = join(CONTENT_DIR, 'gallery')
mkdirSync(dir, { recursive: true })
caseStudies.forEach((study, index) => {
  const content = caseStudyContent.find((c) => c.slug === study.slug)!
  const { slug, placeSlug, townName, room, budget, duration, ...facts } = study
  const front = {
    ...facts,
    order: index + 1,
    room,
    place: placeSlug,
    townName,
    budget,
    duration,
    before: { image: content.before.id, alt: content.before.alt },
    after: { image: content.after.id, alt: content.after.alt },
    quote: content.quote,
    selections: content.selections,
    timeline: content.timeline,
  }
  const body = docToMarkdown([
    { heading: 'Overview', blocks: [{ kind: 'p', text: content.overview }] },
    { heading: 'The challenge', blocks: content.challenge.map((text) => ({ kind: 'p', text })) },
    { heading: 'Our solution', blocks: content.solution.map((text) => ({ kind: 'p', text })) },
    { heading: 'Scope', blocks: [{ kind: 'list', items: content.scope }] },
  ])
  writeFileSync(join(dir, `${slug}.md`), markdownFile(front, body))
})

const problems = new Problems()
const { modules } = gallery.compile(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
if (!isDeepStrictEqual(json(modules['catalog/gallery.ts']!), plain(caseStudies))) {
  throw new Error('the gallery index differs after the round trip')
}
if (!isDeepStrictEqual(json(modules['bodies/gallery.ts']!), plain(caseStudyContent))) {
  throw new Error('the case studies differ after the round trip')
}
console.log(`migrated ${caseStudies.length} case studies to content/gallery, identical after the round trip`)
