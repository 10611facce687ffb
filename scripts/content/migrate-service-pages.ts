/**
 * Run once: adds the kitchens and bathrooms pages' parts, until now TypeScript, to their
 * content/services/*.yaml, then compiles them and checks every part comes back identical.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parse, stringify } from 'yaml'
import { bathroomsPage } from '../../client/content/services/bathrooms'
import { kitchensPage } from '../../client/content/services/kitchens'
import { compileContent, CONTENT_DIR } from './compile'

const HEADER: Record<string, string> = {
  kitchens: `# The Kitchen Remodeling page, /services/kitchens, part by part as it shows from top to
# bottom: the hero, six service cards, two before/after sliders (each names a project file in
# content/gallery), the cost guide, the statistics, the styles, the twelve process steps, the
# questions, the towns it links (file names in content/towns), related pages and the closing
# call. Prices name their figures in content/figures.yaml, e.g. {{kitchenPage.refresh}}.
`,
  bathrooms: `# The Bathroom Remodeling page, /services/bathrooms, part by part as it shows from top to
# bottom: the hero, six service cards, two before/after sliders (each names a project file in
# content/gallery), the cost guide, the statistics, the styles, the twelve process steps, the
# questions, the towns it links (file names in content/towns), related pages, the closing call
# and the vanity sizes and room timelines. Prices name their figures in content/figures.yaml.
`,
}

for (const page of [kitchensPage, bathroomsPage]) {
  const file = join(CONTENT_DIR, 'services', `${page.slug}.yaml`)
  const facts = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  const { slug: _slug, ...parts } = page
  writeFileSync(file, HEADER[page.slug] + stringify({ ...facts, ...parts }, { lineWidth: 100 }))
}

// the prices written out become their figures' names before the round trip
const named = spawnSync('python3', ['/tmp/tokenize.py'], { encoding: 'utf8' })
console.log(named.stdout, named.stderr)
const { problems, modules } = compileContent()
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
for (const page of [kitchensPage, bathroomsPage]) {
  const generated = json(modules[`bodies/service-page-${page.slug}.ts`]!)
  if (!isDeepStrictEqual(generated, plain(page))) throw new Error(`${page.slug} differs`)
}
console.log('migrated the kitchens and bathrooms pages, identical after the round trip')
