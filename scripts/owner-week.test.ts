/**
 * An owner's ordinary week, in a copy of the sources: each edit either builds, and the tests
 * that read content still pass on it, or is refused by the content build with a message naming
 * the file and the fix. Nothing here names today's copy: each edit finds what it changes.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../server/project-paths'

/** The sources as a clone has them: everything but what installs, builds and runs make. */
const MADE = new Set(['.git', 'node_modules', 'dist', '.content', 'data', 'test-results'])

const copy = mkdtempSync(join(tmpdir(), 'owner-week-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }), 60_000)
for (const name of readdirSync(ROOT).filter((name) => !MADE.has(name))) {
  cpSync(join(ROOT, name), join(copy, name), { recursive: true })
}
symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))

const file = (path: string) => join(copy, 'content', path)
const read = (path: string) => readFileSync(file(path), 'utf8')
const write = (path: string, text: string) => writeFileSync(file(path), text)

/** `npm run content` in the copy: its exit code and what it printed. */
function build(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/content/compile.ts', ...args],
    {
      cwd: copy,
      encoding: 'utf8',
    },
  )
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

/** Runs `edit`, expects the build to refuse it with `message`, and puts the files back. */
function expectRefused(paths: string[], edit: () => void, message: RegExp) {
  const before = new Map(paths.map((path) => [path, safeRead(path)]))
  edit()
  const refused = build()
  for (const [path, text] of before) {
    if (text === undefined) rmSync(file(path), { force: true })
    else write(path, text)
  }
  expect(refused.code, refused.output).toBe(1)
  expect(refused.output).toMatch(message)
  expect(build().code).toBe(0)
}

function safeRead(path: string): string | undefined {
  try {
    return read(path)
  } catch {
    return undefined
  }
}

/** A Markdown page of `words` words under the front matter of an existing article. */
function articleWith(frontMatter: string, words: number, extra = '') {
  const text = Array.from({ length: words }, (_, i) => `word${i}`).join(' ')
  return `---\n${frontMatter}\n---\n\n## What we did this week\n\n${extra}${text}\n`
}

const articles = () => readdirSync(file('blog')).filter((name) => name.endsWith('.md'))
const frontMatterOf = (text: string) => /^---\n([\s\S]*?)\n---/.exec(text)![1]!

describe('an owner’s week in a copy of the sources', { timeout: 180_000 }, () => {
  it('starts from content that builds', () => {
    expect(build().code).toBe(0)
  })

  it('raises a price: the build takes it and the pages quote the new figure', () => {
    const figures = read('figures.yaml')
    const [line, price] = /^ {2}\w+: \$(\d+)k–/m.exec(figures)!
    const raised = line.replace(`$${price}k`, `$${Number(price) + 2}k`)
    write('figures.yaml', figures.replace(line, raised))
    expect(build().code).toBe(0)
    const compiled = readFileSync(join(copy, '.content', 'catalog', 'figures.ts'), 'utf8')
    expect(compiled).toContain(raised.split(': ')[1]!)
  })

  it('renames a price tier of a service page: the build takes it and the estimator shows it', () => {
    const service = readdirSync(file('services')).find((name) => name.endsWith('.yaml'))!
    const text = read(`services/${service}`)
    const tier = /costGuide:[\s\S]*?- name: (.+)/.exec(text)![1]!
    const renamed = `${tier} Plus`
    write(`services/${service}`, text.replace(`- name: ${tier}`, `- name: ${renamed}`))
    expect(build().code).toBe(0)
    const names = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        "import('./shared/estimator/estimate.ts').then((m) => console.log(JSON.stringify(m.TIER_NAMES)))",
      ],
      { cwd: copy, encoding: 'utf8' },
    )
    expect(names).toContain(renamed)
  })

  it('adds a short news post: it builds, with a warning naming the file', () => {
    const source = read(`blog/${articles()[0]}`)
    const frontMatter = frontMatterOf(source)
      .replace(/^label: .*$/m, 'label: Open house')
      .replace(/^title: .*$/m, 'title: Showroom open house this Saturday')
      .replace(/^heading: .*$/m, 'heading: Come to the showroom open house this Saturday')
      .replace(
        /^description: [\s\S]*?(?=\n\w)/m,
        'description: The showroom opens its doors on Saturday with the new cabinet displays, countertop samples and our designers on hand to talk about your project.',
      )
      .replace(/^costGuide: .*$/m, 'costGuide: false')
    write('blog/showroom-open-house.md', articleWith(frontMatter, 400))
    const result = build()
    expect(result.code, result.output).toBe(0)
    expect(result.output).toMatch(/content\/blog\/showroom-open-house\.md: \d+ words; .*at least/)
  })

  it('adds a cost article without the estimator link: refused, naming the file and the fix', () => {
    const costGuide = articles().find((name) => /^costGuide: true$/m.test(read(`blog/${name}`)))!
    const frontMatter = frontMatterOf(read(`blog/${costGuide}`))
      .replace(/^label: .*$/m, 'label: Pantry costs')
      .replace(/^title: .*$/m, 'title: What a walk-in pantry costs here')
      .replace(/^heading: .*$/m, 'heading: What a walk-in pantry costs in a Westchester home')
      .replace(
        /^description: [\s\S]*?(?=\n\w)/m,
        'description: What a walk-in pantry costs in Westchester, from shelving to a full build-out with lighting, and how long it takes.',
      )
    expectRefused(
      ['blog/pantry-costs.md'],
      () => write('blog/pantry-costs.md', articleWith(frontMatter, 1100)),
      /content\/blog\/pantry-costs\.md:\d+: 'costGuide' is true, .*must link to the cost estimator: add a link/,
    )
  })

  it('deletes an article other pages relate to: refused, naming the page that links to it', () => {
    const linked = articles().find((name) =>
      articles().some(
        (other) => other !== name && read(`blog/${other}`).includes(`/blog/${name.slice(0, -3)}\n`),
      ),
    )!
    const slug = linked.slice(0, -3)
    expectRefused(
      [`blog/${linked}`],
      () => rmSync(file(`blog/${linked}`)),
      new RegExp(
        `content/blog/[a-z0-9-]+\\.md: 'related' names "/blog/${slug}", which is not a page of this site`,
      ),
    )
  })

  it('marks a homeowner quote as real: it builds', () => {
    const project = readdirSync(file('gallery')).find((name) =>
      /^ {2}sample: true$/m.test(read(`gallery/${name}`)),
    )
    if (!project) return // every quote is real already
    write(
      `gallery/${project}`,
      read(`gallery/${project}`).replace(/^ {2}sample: true$/m, '  sample: false'),
    )
    expect(build().code).toBe(0)
  })

  it('mistypes a date: the install goes on, the build refuses', () => {
    const name = articles()[0]!
    expectRefused(
      [`blog/${name}`],
      () => {
        write(
          `blog/${name}`,
          read(`blog/${name}`).replace(/^published: .*$/m, 'published: 2026-13-45'),
        )
        const install = build('--report-only')
        expect(install.code, install.output).toBe(0)
        expect(install.output).toContain('the install goes on')
      },
      new RegExp(`content/blog/${name}:\\d+: 'published' must be a date`),
    )
  })

  it('passes every test that reads content, on the week’s content', () => {
    // the unit tests that read figures, names and pages from content; the browser and
    // build-output tests read them the same way but need a build and a browser
    const tests = ['shared', 'client', 'scripts/cms', 'scripts/sample-content.test.ts']
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...tests],
      { cwd: copy, encoding: 'utf8' },
    )
    expect(run.status, `${run.stdout}${run.stderr}`.slice(-3000)).toBe(0)
  })
})
