/**
 * Run once: writes the home page's text and the trust badges, until now TypeScript, as
 * content/home.yaml and content/trust-badges.yaml, then compiles them and checks both come back
 * identical.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import { home } from '../../client/content/home'
import { homeFrame } from '../../client/content/home-frame'
import { trustBadges } from '../../client/content/trust-badges'
import { compileContent, CONTENT_DIR } from './compile'

const yaml = (value: unknown) => stringify(value, { lineWidth: 100 })
writeFileSync(
  join(CONTENT_DIR, 'home.yaml'),
  `# The home page's text, section by section from top to bottom. Its name, title and description
# for search engines are content/pages/home.yaml. Prices name their figures in
# content/figures.yaml, e.g. {{homeGuide.kitchen.fullRemodel}}: change a price there.
# Four features, five process steps and four compliance badges, as the page lays them out.
${yaml({ hero: homeFrame.hero, ...home, faqs: homeFrame.faqs, finalCta: homeFrame.finalCta })}`,
)
writeFileSync(
  join(CONTENT_DIR, 'trust-badges.yaml'),
  `# The trust badges and notes shown on the home page and the other pages with a trust section.
# The reviews and home-design badges link to the profiles in content/business.yaml.
${yaml(trustBadges)}`,
)
const named = spawnSync('python3', ['/tmp/tokenize.py'], { encoding: 'utf8' })
console.log(named.stdout, named.stderr)

const { problems, modules } = compileContent()
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
if (!isDeepStrictEqual(json(modules['frame/home.ts']!), plain(homeFrame))) throw new Error('frame')
if (!isDeepStrictEqual(json(modules['bodies/home.ts']!), plain(home))) throw new Error('home')
if (!isDeepStrictEqual(json(modules['frame/trust-badges.ts']!), plain(trustBadges))) {
  throw new Error('trust badges')
}
console.log('migrated the home page and the trust badges, identical after the round trip')
