/**
 * Run once: writes the renovation encyclopedia, until now TypeScript modules, as
 * content/learning/{section}/{slug}.md with sections.yaml, glossary.yaml and worksheets.yaml,
 * then reads them back with the compiler and checks that everything comes out exactly as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import { bathroomLearning } from '../../client/content/learning/bathrooms'
import { cabinetryLearning } from '../../client/content/learning/cabinetry'
import { countertopLearning } from '../../client/content/learning/countertops'
import { kitchenLearning } from '../../client/content/learning/kitchens'
import { processLearning } from '../../client/content/learning/process'
import { glossary, resourcesLearning, worksheets } from '../../client/content/learning/resources'
import type { DocContent } from '../../client/content/types'
import { learningSections } from '../../shared/catalog/learning'
import { CONTENT_DIR, compileContent } from './compile'
import { docToMarkdown, markdownFile } from './to-markdown'

const bodies: Record<string, readonly DocContent[]> = {
  kitchens: kitchenLearning,
  bathrooms: bathroomLearning,
  cabinetry: cabinetryLearning,
  countertops: countertopLearning,
  process: processLearning,
  resources: resourcesLearning,
}
const dir = join(CONTENT_DIR, 'learning')
const yaml = (data: unknown) => stringify(data, { lineWidth: 100 })
for (const section of learningSections) {
  mkdirSync(join(dir, section.slug), { recursive: true })
  for (const page of section.pages) {
    const body = bodies[section.slug]!.find((b) => b.id === `${section.slug}/${page.slug}`)
    if (!body) throw new Error(`no body for ${section.slug}/${page.slug}`)
    const { slug, ...facts } = page
    writeFileSync(
      join(dir, section.slug, `${slug}.md`),
      markdownFile({ ...facts, related: body.related }, docToMarkdown(body.sections, body.faqs)),
    )
  }
}
writeFileSync(
  join(dir, 'sections.yaml'),
  "# The encyclopedia's sections in the order the site lists them, each with its pages in order.\n" +
    '# A page is content/learning/<section>/<page>.md and lives at /learning/<section>/<page>.\n' +
    yaml({
      sections: learningSections.map((s) => ({
        slug: s.slug,
        label: s.label,
        pages: s.pages.map((p) => p.slug),
      })),
    }),
)
writeFileSync(
  join(dir, 'glossary.yaml'),
  '# The glossary (/learning/resources/glossary), in alphabetical order.\n' +
    yaml({ terms: glossary }),
)
writeFileSync(
  join(dir, 'worksheets.yaml'),
  '# The planning worksheets (/learning/resources/worksheets), in the order the page shows them.\n' +
    '# Each field is a line to fill: kind is check, text, number or money; hint is optional.\n' +
    yaml({ worksheets }),
)

const { problems, modules } = compileContent()
const mine = problems.list.filter((p) => p.file.startsWith('content/learning'))
if (mine.length) {
  for (const p of mine) console.error(`${p.file}:${p.line ?? ''}: ${p.message}`)
  throw new Error('the written files have problems')
}
// a generated module's exports, read back without importing it
const exports = (code: string) =>
  Object.fromEntries(
    [...code.matchAll(/^export const (\w+): [^=]+ = /gm)].map((match, i, all) => {
      const start = match.index + match[0].length
      const end = all[i + 1]?.index ?? code.length
      return [match[1], JSON.parse(code.slice(start, end))]
    }),
  ) as Record<string, unknown>
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, JSON.parse(JSON.stringify(b)))

const catalog = exports(modules['catalog/learning.ts']!)
if (!same(catalog.learningSections, learningSections)) {
  throw new Error('the encyclopedia index differs after the round trip')
}
for (const [section, list] of Object.entries(bodies)) {
  const back = exports(modules[`bodies/learning-${section}.ts`]!)
  for (const body of list) {
    const found = (back.learningBodies as DocContent[]).find((b) => b.id === body.id)
    if (!same(found, body)) {
      console.error(JSON.stringify(body).slice(0, 300), '\n', JSON.stringify(found).slice(0, 300))
      throw new Error(`${body.id} differs after the round trip`)
    }
  }
  if (!same((back.learningBodies as DocContent[]).length, list.length)) {
    throw new Error(`${section} has a different number of pages after the round trip`)
  }
  if (section === 'resources') {
    if (!same(back.glossary, glossary)) throw new Error('the glossary differs after the round trip')
    if (!same(back.worksheets, worksheets))
      throw new Error('the worksheets differ after the round trip')
  }
}
const pages = learningSections.reduce((n, s) => n + s.pages.length, 0)
console.log(
  `migrated ${pages} encyclopedia pages, ${glossary.length} glossary terms and ${worksheets.length} worksheets to content/learning, each identical after the round trip`,
)
