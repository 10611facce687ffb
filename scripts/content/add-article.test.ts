/**
 * Adding a page is adding a file: a copy of the site gets one more Markdown article and is built
 * for real; the article is then a page, in the sitemap, on the blog index and in the feed, with
 * the links, emphasis and pictures its writer typed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { ROOT } from '../../server/project-paths'
import { pageFile } from '../../shared/page-file'
import { newArticle } from './test-article'

const copy = mkdtempSync(join(tmpdir(), 'site-copy-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }), 60_000)

/** The sources as a fresh clone holds them: no build, no generated modules, no data. */
function copySources() {
  const skip = ['node_modules', 'dist', 'dist-ssr', '.git', '.content', 'data', 'test-results']
  const tar = spawnSync(
    'sh',
    ['-c', `tar ${skip.map((s) => `--exclude=./${s}`).join(' ')} -cf - . | tar -xf - -C "${copy}"`],
    { cwd: ROOT },
  )
  expect(tar.status, tar.stderr.toString()).toBe(0)
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
}

function run(script: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: copy,
    env: { ...process.env, SITE_URL: 'http://localhost:5000', GTAG_ID: '', ADS_SEND_TO: '' },
    encoding: 'utf8',
  })
  expect(result.status, `${script}:\n${result.stdout}\n${result.stderr}`).toBe(0)
}

it('builds a new Markdown article into a page, the sitemap, the blog index and the feed', () => {
  copySources()
  const model = readFileSync(join(copy, 'content/blog/kitchen-remodel-timeline.md'), 'utf8')
  writeFileSync(
    join(copy, 'content/blog/pantry-cabinet-ideas.md'),
    newArticle(
      model,
      {
        label: 'Pantry Cabinet Ideas',
        title: 'Pantry Cabinet Ideas for Westchester Kitchens',
        heading: 'Pantry Cabinets That Earn Their Space',
        published: '2026-11-02',
      },
      'A pantry wall is *the* cheapest storage: see [our cabinets](/services/cabinets).\n\n![Tall painted pantry cabinets beside the refrigerator](kitchen-service-hero "A pantry wall in a Westchester kitchen")\n\n',
    ),
  )
  run('scripts/content/compile.ts')
  run('scripts/build.ts')

  const dist = join(copy, 'dist')
  const page = join(dist, pageFile('/blog/pantry-cabinet-ideas'))
  expect(existsSync(page)).toBe(true)
  const html = readFileSync(page, 'utf8')
  expect(html).toContain('Pantry Cabinets That Earn Their Space</h1>')
  // the writer's link and emphasis arrive in the page's HTML, and in the feed with a full address
  expect(html).toMatch(
    /<em>the<\/em> cheapest storage: see <a [^>]*href="\/services\/cabinets"[^>]*>our cabinets<\/a>/,
  )
  expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(
    'http://localhost:5000/blog/pantry-cabinet-ideas</loc>',
  )
  expect(readFileSync(join(dist, 'blog/index.html'), 'utf8')).toContain(
    'href="/blog/pantry-cabinet-ideas"',
  )
  // a picture named in the text: responsive, described, captioned
  expect(html).toMatch(
    /<figure><picture>.*?alt="Tall painted pantry cabinets beside the refrigerator".*?<\/picture><figcaption[^>]*>A pantry wall in a Westchester kitchen<\/figcaption><\/figure>/,
  )
  const feed = readFileSync(join(dist, 'blog/rss.xml'), 'utf8')
  // newest first: the new article leads the feed
  expect(feed.split('<item>')[1]).toContain(
    '<link>http://localhost:5000/blog/pantry-cabinet-ideas</link>',
  )
  expect(feed.split('<item>')[1]).toContain(
    'see <a href="http://localhost:5000/services/cabinets">our cabinets</a>',
  )
  expect(feed.split('<item>')[1]).toMatch(
    /<img src="http:\/\/localhost:5000\/images\/kitchen-service-hero-[0-9a-f]{10}-\d+\.jpg" alt="Tall painted pantry cabinets beside the refrigerator">/,
  )
}, 180_000)
