/**
 * Run once: writes the location pages, until now TypeScript, as content/locations/{region}/*.md,
 * then compiles them and checks every entry comes back identical.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { localPageBodies } from '../../client/content/local-pages'
import { locationPages } from '../../shared/catalog/regions'
import { CONTENT_DIR } from './compile'
import { locations } from './collections/locations'
import { Problems } from './problems'
import { docToMarkdown, markdownFile } from './to-markdown'

const bodies = locationPages.map((page) => {
  const body = localPageBodies.find((b) => b.id === `${page.region}/${page.slug}`)
  if (!body) throw new Error(`no body for ${page.region}/${page.slug}`)
  return body
})
locationPages.forEach((page, index) => {
  const { region, slug, ...facts } = page
  const order = locationPages.filter((p) => p.region === region).indexOf(page) + 1
  const body = bodies[index]!
  mkdirSync(join(CONTENT_DIR, 'locations', region), { recursive: true })
  writeFileSync(
    join(CONTENT_DIR, 'locations', region, `${slug}.md`),
    markdownFile(
      { ...facts, order, related: body.related },
      docToMarkdown(body.sections, body.faqs),
    ),
  )
})

const problems = new Problems()
const { modules } = locations.compile(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
if (!isDeepStrictEqual(json(modules['catalog/locations.ts']!), plain(locationPages))) {
  throw new Error('the location index differs after the round trip')
}
if (!isDeepStrictEqual(json(modules['bodies/locations.ts']!), plain(bodies))) {
  throw new Error('the location texts differ after the round trip')
}
console.log(`migrated ${locationPages.length} location pages, identical after the round trip`)
