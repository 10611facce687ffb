/**
 * Run once: writes the regional hubs and the regional service pages, until now TypeScript, as
 * content/regions/{region}.yaml and content/regions/{region}/{slug}.yaml, then compiles them and
 * checks every index entry and every part comes back identical.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import { regionalServices as serviceTexts } from '../../client/content/regional-services'
import { bergenHub } from '../../client/content/regions/bergen'
import { greenwichHub } from '../../client/content/regions/greenwich'
import { rocklandHub } from '../../client/content/regions/rockland'
import { westchesterHub } from '../../client/content/regions/westchester'
import { regionHubs, regionalServices } from '../../shared/catalog/regions'
import { compileContent, CONTENT_DIR } from './compile'

const yaml = (value: unknown) => stringify(value, { lineWidth: 100 })
const hubs = [westchesterHub, rocklandHub, bergenHub, greenwichHub]
const dir = join(CONTENT_DIR, 'regions')
for (const facts of regionHubs) {
  const { slug, ...rest } = facts
  const { slug: _slug, ...parts } = hubs.find((h) => h.slug === slug)!
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, `${slug}.yaml`),
    `# The ${facts.label} hub page, /${slug}: its name, title and description, then its parts from
# top to bottom (eight services, each linking to its page; three featured projects with a
# homeowner's words, sample: true until they are a real client's own). Its service pages are
# the files in content/regions/${slug}/. Figures name content/figures.yaml.
${yaml({ ...rest, ...parts })}`,
  )
}
for (const facts of regionalServices) {
  const { region, slug, ...rest } = facts
  const { id: _id, ...parts } = serviceTexts.find((s) => s.id === `${region}/${slug}`)!
  mkdirSync(join(dir, region), { recursive: true })
  writeFileSync(
    join(dir, region, `${slug}.yaml`),
    `# ${facts.label}, /${region}/${slug}: its name, title and description, then its opening
# paragraphs, highlights, questions and related pages. Figures name content/figures.yaml.
${yaml({ ...rest, ...parts })}`,
  )
}
const named = spawnSync('python3', ['/tmp/tokenize.py'], { encoding: 'utf8' })
console.log(named.stdout, named.stderr)

const { problems, modules } = compileContent()
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) =>
  JSON.parse(code.slice(code.indexOf('= ') + 2).split('\nexport const')[0]!) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
const catalog = modules['catalog/regions.ts']!
const second = catalog.slice(catalog.indexOf('export const regionalServices'))
if (!isDeepStrictEqual(json(catalog), plain(regionHubs))) throw new Error('hub index')
if (!isDeepStrictEqual(json(second), plain(regionalServices))) throw new Error('service index')
for (const hub of hubs) {
  if (!isDeepStrictEqual(json(modules[`bodies/hub-${hub.slug}.ts`]!), plain(hub))) {
    throw new Error(`hub ${hub.slug}`)
  }
}
if (!isDeepStrictEqual(json(modules['frame/regional-services.ts']!), plain(serviceTexts))) {
  throw new Error('service texts')
}
console.log('migrated 4 hubs and 3 regional service pages, identical after the round trip')
