/**
 * Run once: writes the Westchester places, until now a TypeScript list of facts
 * (shared/catalog/westchester-places.ts) and one of texts (client/content/towns.ts), as
 * content/towns/*.md, then compiles them and checks every entry comes back identical.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Document, isSeq } from 'yaml'
import { townContent } from '../../client/content/towns'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { CONTENT_DIR } from './compile'
import { TOWN_SECTIONS, towns } from './collections/towns'
import { Problems } from './problems'
import { docToMarkdown } from './to-markdown'

/**
 * The two places the reference list puts out of alphabetical order, each after the place it
 * shares a ZIP with: kept there, so every list (hub, sitemap, GET /api/towns) stays as it was.
 */
const listedAfter: Record<string, string> = { 'heritage-hills': 'somers', vista: 'south-salem' }

const dir = join(CONTENT_DIR, 'towns')
mkdirSync(dir, { recursive: true })
for (const place of westchesterPlaces) {
  const content = townContent.find((c) => c.slug === place.slug)!
  const front = new Document({
    town: place.town,
    kind: place.kind,
    ...(place.parent ? { parent: place.parent } : {}),
    zips: place.zips,
    lat: content.lat,
    lng: content.lng,
    nearby: content.nearby,
    ...(listedAfter[place.slug] ? { listedAfter: listedAfter[place.slug] } : {}),
  })
  // short lists on one line: zips: ["10514"], nearby: [somers, katonah]
  for (const key of ['zips', 'nearby']) {
    const node = front.get(key, true)
    if (isSeq(node)) node.flow = true
  }
  const body = docToMarkdown(
    (Object.keys(TOWN_SECTIONS) as (keyof typeof TOWN_SECTIONS)[]).map((field) => ({
      heading: TOWN_SECTIONS[field],
      blocks: [{ kind: 'p', text: content[field] }],
    })),
  )
  writeFileSync(
    join(dir, `${place.slug}.md`),
    `---\n${front.toString({ lineWidth: 100, flowCollectionPadding: false })}---\n\n${body}`,
  )
}

const problems = new Problems()
const { modules } = towns.compile(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
if (!isDeepStrictEqual(json(modules['catalog/towns.ts']!), plain(westchesterPlaces))) {
  throw new Error('the places list differs after the round trip')
}
if (!isDeepStrictEqual(json(modules['bodies/towns.ts']!), plain(townContent))) {
  throw new Error('the town texts differ after the round trip')
}
console.log(
  `migrated ${westchesterPlaces.length} places to content/towns, identical after the round trip`,
)
