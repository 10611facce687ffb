import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { findRoute } from '../../shared/routes'
import { CONTENT_DIR, checkLinks, compileContent } from './compile'
import { newArticle } from './test-article'
import { TOKENS } from './tokens'

const copies: string[] = []
// a copy of content/ per test: removing them all takes a while on a busy machine
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000)

/** A temporary copy of content/, changed by `edit`, then compiled. */
function compileCopy(edit: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'content-test-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  edit(dir)
  return compileContent(dir)
}

const ARTICLE = 'blog/kitchen-remodel-timeline.md'
const original = readFileSync(join(CONTENT_DIR, ARTICLE), 'utf8')

/** The article with one front-matter line replaced. */
function withLine(pattern: RegExp, line: string) {
  return (dir: string) => writeFileSync(join(dir, ARTICLE), original.replace(pattern, line))
}

/** The line that says the pages wait for a file every page depends on. */
const NOT_CHECKED = (file: string) => `content/: the pages were not checked: correct ${file} first`

const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((line) => pattern.test(line)) + 1

describe('the content compiler', () => {
  it('reads the content folder without a problem', () => {
    const { problems, modules } = compileContent()
    expect(problems.format()).toBe('')
    expect(Object.keys(modules)).toContain('catalog/blog.ts')
  })

  it('names the file, line and field of a bad date, and what it found', () => {
    const { problems } = compileCopy(withLine(/^published: .*$/m, 'published: last spring'))
    expect(problems.format()).toBe(
      `content/${ARTICLE}:${lineOf(original, /^published:/)}: 'published' must be a date like 2025-03-14, found "last spring"`,
    )
  })

  it('names a date that is not in the calendar instead of stopping at it', () => {
    const { problems } = compileCopy(withLine(/^published: .*$/m, 'published: 2026-13-45'))
    expect(problems.format()).toBe(
      `content/${ARTICLE}:${lineOf(original, /^published:/)}: 'published' must be a date like 2025-03-14, found "2026-13-45"`,
    )
  })

  it('says when a field is missing, and lists every problem at once', () => {
    const { problems } = compileCopy((dir) => {
      writeFileSync(join(dir, ARTICLE), original.replace(/^title: .*\n/m, ''))
      writeFileSync(
        join(dir, 'blog/quartz-vs-granite-countertops.md'),
        readFileSync(join(CONTENT_DIR, 'blog/quartz-vs-granite-countertops.md'), 'utf8').replace(
          /^topic: .*$/m,
          'topic: gossip',
        ),
      )
    })
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`content/${ARTICLE}: 'title' must be text, is missing`)
    expect(lines[1]).toMatch(
      /^content\/blog\/quartz-vs-granite-countertops\.md:\d+: 'topic' must be one of costs, planning, design, materials, projects, found "gossip"$/,
    )
  })

  it('reports YAML it cannot read with its line', () => {
    const { problems } = compileCopy(withLine(/^label: .*$/m, 'label: [unclosed'))
    expect(problems.format()).toMatch(
      new RegExp(`^content/${ARTICLE}:\\d+: the YAML cannot be read`),
    )
  })

  it('refuses a file name that cannot be an address, and an unknown block', () => {
    const { problems } = compileCopy((dir) => {
      writeFileSync(
        join(dir, 'blog/Kitchen Ideas.md'),
        original.replace('## ', ':::gallery[Photos]\nx\n:::\n\n## '),
      )
    })
    const text = problems.format()
    expect(text).toContain(
      'content/blog/Kitchen Ideas.md: the file name becomes the page address: use lower-case words joined by dashes, found "Kitchen Ideas"',
    )
    expect(text).toMatch(/Kitchen Ideas\.md:\d+: unknown block ":::gallery": use one of :::tip/)
  })

  it('says what to write instead of Markdown it does not lay out', () => {
    const { problems } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(/\n## /, '\nIntro before any heading.\n\n## '),
      ),
    )
    expect(problems.format()).toMatch(/text before the first "## " heading/)
  })

  it('fails on a link to a page that does not exist, naming file and field', () => {
    const { problems, links } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(/^related:\n {2}- .*$/m, 'related:\n  - /blog/no-such-post'),
      ),
    )
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
    expect(problems.format()).toBe(
      `content/${ARTICLE}: 'related' names "/blog/no-such-post", which is not a page of this site`,
    )
  })

  it('keeps links and emphasis in running text', () => {
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(
          /\n## /,
          '\n## Where to start\n\nSee [our kitchens](/services/kitchens), *first* and **always**, or [the county](https://www.westchestergov.com).\n\n- A [guide](/guides) in a list\n\n## ',
        ),
      ),
    )
    expect(problems.format()).toBe('')
    const body = modules['bodies/blog.ts']!
    const runs = [
      'See ',
      { text: 'our kitchens', href: '/services/kitchens' },
      ', ',
      { text: 'first', emphasis: 'em' },
      ' and ',
      { text: 'always', emphasis: 'strong' },
      ', or ',
      { text: 'the county', href: 'https://www.westchestergov.com' },
      '.',
    ]
    expect(body).toContain(
      JSON.stringify({ kind: 'p', text: runs }, null, 2).replace(/\n/g, '\n' + ' '.repeat(10)),
    )
    expect(body).toContain('"href": "/guides"')
  })

  it('names each bad link in the text with its line: no such page, relative, not https', () => {
    const broken = original.replace(
      /\n## /,
      '\n## Links\n\nA [gone page](/blog/no-such-post).\n\nA [relative one](kitchens).\n\nAn [old one](http://example.com).\n\n## ',
    )
    const { problems, links } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
    const at = (pattern: RegExp) => `content/${ARTICLE}:${lineOf(broken, pattern)}`
    expect(problems.format().split('\n').sort()).toEqual(
      [
        `${at(/gone page/)}: a link in the text goes to "/blog/no-such-post", which is not a page of this site`,
        `${at(/relative one/)}: a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found "kitchens"`,
        `${at(/old one/)}: a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found "http://example.com"`,
      ].sort(),
    )
  })

  it('names a picture not in images/, one without a description and one inside a sentence', () => {
    const broken = original.replace(
      /\n## /,
      '\n## Pictures\n\n![A kitchen](no-such-picture)\n\n![](kitchen-service-hero)\n\nText with ![a picture](kitchen-service-hero) inside.\n\n## ',
    )
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    const at = (pattern: RegExp) => `content/${ARTICLE}:${lineOf(broken, pattern)}`
    expect(problems.format().split('\n')).toEqual([
      `${at(/no-such-picture/)}: the picture "no-such-picture" is not in images/: write the file name without its extension, such as ![A white kitchen](chappaqua-kitchen-after)`,
      `${at(/^!\[\]/)}: the picture "kitchen-service-hero" needs a description in the brackets, such as ![A white kitchen with a navy island](kitchen-service-hero), for people who cannot see it`,
      `${at(/^Text with/)}: a picture must stand on a line of its own, with an empty line before and after it`,
    ])
  })

  it('fills in a named figure, and names an unknown one with its line', () => {
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(
          /\n## /,
          '\n## Kept for {{retention.leadMonths}} months\n\nA {{figures.nope}} figure.\n\n## ',
        ),
      ),
    )
    expect(problems.format()).toMatch(
      new RegExp(
        `^content/${ARTICLE}:\\d+: unknown figure "\\{\\{figures.nope\\}\\}": use a name written in content/figures.yaml, or one of`,
      ),
    )
    expect(modules['bodies/blog.ts']).toContain(
      `"heading": "Kept for ${TOKENS['retention.leadMonths']} months"`,
    )
  })

  it('refuses a price written out by hand, naming the figure to use on its line', () => {
    const broken = original.replace(
      /\n## /,
      '\n## Prices\n\nA full remodel runs $45k–$85k; a refresh $20k–$35k; $45k–$850k is no figure.\n\n## ',
    )
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    const line = lineOf(broken, /^A full remodel/)
    expect(problems.format().split('\n').sort()).toEqual(
      [
        `content/${ARTICLE}:${line}: writes $45k–$85k by hand: name it {{homeGuide.kitchen.fullRemodel}} so it changes with content/figures.yaml`,
        `content/${ARTICLE}:${line}: writes $20k–$35k by hand: name it {{homeGuide.bathroom.fullRenovation}} or {{westchester.basicRefresh}} so it changes with content/figures.yaml`,
      ].sort(),
    )
  })

  it('shows a changed figure on every page that names it', () => {
    const figures = readFileSync(join(CONTENT_DIR, 'figures.yaml'), 'utf8')
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, 'figures.yaml'),
        figures.replace(/^ {2}average: \$67,500$/m, '  average: $71,250'),
      ),
    )
    expect(problems.format()).toBe('')
    for (const body of ['bodies/blog.ts', 'bodies/learning-process.ts']) {
      expect(modules[body], body).toContain('$71,250')
      expect(modules[body], body).not.toContain('$67,500')
    }
  })

  it('names a figure that is not written as a figure, and a name with a space', () => {
    const figures = readFileSync(join(CONTENT_DIR, 'figures.yaml'), 'utf8')
    const broken = figures
      .replace(/^ {2}returnOnInvestment: 71%$/m, '  returnOnInvestment: 71')
      .replace(/^ {2}refresh: \$10k–20k$/m, '  small refresh: $10k–20k')
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, 'figures.yaml'), broken))
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines).toContainEqual(
      'content/: the pages were not checked: correct content/figures.yaml first',
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, /returnOnInvestment: 71$/)}: 'kitchenPage.returnOnInvestment' must be a figure such as $45k–$85k, or a group of figures, found "71"`,
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, /small refresh/)}: 'bathroomPage.small refresh' has a name pages cannot write: use one word or words joined as in fullRemodel, with no spaces, found "$10k–20k"`,
    )
  })

  it('names a picture that is not in images/ and a project story without its sections', () => {
    const project = 'gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor.md'
    const text = readFileSync(join(CONTENT_DIR, project), 'utf8')
    const { problems } = compileCopy((dir) =>
      writeFileSync(
        join(dir, project),
        text
          .replace('image: /images/rye-bathroom-after.svg', 'image: /images/rye-bath-after.jpg')
          .replace('## Scope', '## Work done'),
      ),
    )
    const lines = problems.format().split('\n')
    expect(lines).toContain(
      `content/${project}: the text must have exactly these sections, in order: "## Overview", "## The challenge", "## Our solution", "## Scope"; found "Overview, The challenge, Our solution, Work done"`,
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /:\d+: 'after.image' names "rye-bath-after", which is not a picture in images\/$/,
      ),
    )
  })

  it("names a town page's renamed section, bad ZIP, far position and unknown neighbour", () => {
    const town = (slug: string) => readFileSync(join(CONTENT_DIR, `towns/${slug}.md`), 'utf8')
    const [rye, katonah] = [town('rye'), town('katonah')]
    const { problems } = compileCopy((dir) => {
      writeFileSync(
        join(dir, 'towns/rye.md'),
        rye
          .replace(/^zips: .*$/m, 'zips: ["1058"]')
          .replace(/^lat: .*$/m, 'lat: 40.71')
          .replace('## A local tip', '## Tip'),
      )
      writeFileSync(
        join(dir, 'towns/katonah.md'),
        katonah.replace(/^nearby: \[[a-z-]+/m, 'nearby: [bedford-village'),
      )
    })
    expect(problems.format().split('\n')).toEqual([
      `content/towns/katonah.md:${lineOf(katonah, /^nearby:/)}: 'nearby' names "bedford-village", which is not a file in content/towns`,
      'content/towns/rye.md: the section "## A local tip" is missing',
      `content/towns/rye.md:${lineOf(rye, /^zips:/)}: 'zips.0' must be a ZIP code of 5 digits, e.g. "10514", found "1058"`,
      `content/towns/rye.md:${lineOf(rye, /^lat:/)}: 'lat' must be a latitude inside Westchester, between 40.88 and 41.37, found "40.71"`,
      `content/towns/rye.md:${lineOf(rye, /^## A local tip/)}: "## Tip" is not a section of a town page: use "## Where it is", "## Homes", "## What remodels here involve", "## Permits", "## A local tip"`,
    ])
  })

  it('checks the business facts, naming the line of a bad phone number', () => {
    const facts = readFileSync(join(CONTENT_DIR, 'business.yaml'), 'utf8')
    const { problems } = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), facts.replace(/^phone: .*$/m, 'phone: 555-0142')),
    )
    expect(problems.format()).toBe(
      `${NOT_CHECKED('content/business.yaml')}\ncontent/business.yaml:${lineOf(facts, /^phone:/)}: 'phone' must be a US phone number with 10 digits, such as (914) 555-0142, found "555-0142"`,
    )
  })

  it('takes the licences the owner writes, and names one whose number is not as printed', () => {
    const facts = readFileSync(join(CONTENT_DIR, 'business.yaml'), 'utf8')
    const licences = (number: string) =>
      facts.replace(
        /^licences: \[\]$/m,
        `licences:\n  - name: Westchester County Home Improvement License\n    number: "${number}"`,
      )
    const good = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), licences('WC-12345-H07')),
    )
    expect(good.problems.format()).toBe('')
    expect(good.modules['catalog/business.ts']).toContain('"number": "WC-12345-H07"')
    const bad = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), licences('=HYPERLINK(1)')),
    )
    expect(bad.problems.format()).toBe(
      `${NOT_CHECKED('content/business.yaml')}\ncontent/business.yaml:${lineOf(facts, /^licences:/)}: 'licences.0.number' must be the number as printed on the licence: letters, digits, dashes, dots or slashes, such as "WC-12345-H07", found "=HYPERLINK(1)"`,
    )
  })

  it('names a guide outside its two folders and a town guide for a town without a page', () => {
    const rye = readFileSync(join(CONTENT_DIR, 'guides/towns/rye-10580.md'), 'utf8')
    const { problems } = compileCopy((dir) => {
      writeFileSync(join(dir, 'guides/porches.md'), rye)
      writeFileSync(
        join(dir, 'guides/towns/rye-10580.md'),
        rye.replace(/^place: .*$/m, 'place: rye-brook-village'),
      )
    })
    expect(problems.format().split('\n')).toEqual([
      'content/guides/porches.md: a guide belongs in content/guides/topics (a subject) or content/guides/towns (a town): move it into one of them',
      `content/guides/towns/rye-10580.md:${lineOf(rye, /^place:/)}: 'place' must be the file name of a town page in content/towns, found "rye-brook-village"`,
    ])
  })

  it('names a service under a parent that does not exist, and a page written twice', () => {
    const soft = readFileSync(join(CONTENT_DIR, 'services/soft-wash.md'), 'utf8')
    const { problems } = compileCopy((dir) => {
      writeFileSync(
        join(dir, 'services/soft-wash.md'),
        soft.replace(/^parent: .*$/m, 'parent: outdoor-cleaning'),
      )
      writeFileSync(join(dir, 'services/kitchens.md'), soft)
    })
    expect(problems.format().split('\n')).toEqual([
      'content/services/kitchens.md: content/services/kitchens.yaml is the same page, laid out in parts: keep one of the two files',
      `content/services/soft-wash.md:${lineOf(soft, /^parent:/)}: 'parent' must be the file name of another service in content/services, found "outdoor-cleaning"`,
    ])
  })

  it('names the line of a laid-out page part that is missing a picture, a project or a town', () => {
    const kitchens = readFileSync(join(CONTENT_DIR, 'services/kitchens.yaml'), 'utf8')
    const parts = parse(kitchens) as {
      hero: { image: { id: string } }
      sliders: { caseStudy: string }[]
      towns: string[]
    }
    const last = parts.towns.length - 1
    const swap = (text: string, from: string, to: string) =>
      text.replace(new RegExp(`^(\\s*(?:- )?(?:id: |caseStudy: )?)${from}$`, 'm'), `$1${to}`)
    const broken = swap(kitchens, parts.hero.image.id, 'no-such-picture')
    const { problems } = compileCopy((dir) =>
      writeFileSync(join(dir, 'services/kitchens.yaml'), broken),
    )
    expect(problems.format()).toBe(
      `content/services/kitchens.yaml:${lineOf(broken, /no-such-picture/)}: 'hero.image.id' must be a picture in images/, such as /images/kitchen-island.jpg, found "no-such-picture"`,
    )
    const wrong = swap(
      swap(kitchens, parts.sliders[0]!.caseStudy, 'atlantis-kitchen'),
      parts.towns[last]!,
      'atlantis',
    )
    const second = compileCopy((dir) => writeFileSync(join(dir, 'services/kitchens.yaml'), wrong))
    expect(second.problems.format().split('\n')).toEqual([
      `content/services/kitchens.yaml:${lineOf(wrong, /atlantis-kitchen/)}: 'sliders.0.caseStudy' must be the file name of a project in content/gallery, found "atlantis-kitchen"`,
      `content/services/kitchens.yaml:${lineOf(wrong, /- atlantis$/)}: 'towns.${last}' must be the file name of a town page in content/towns, found "atlantis"`,
    ])
  })

  it('names an encyclopedia folder that is not a section, and a page sections.yaml does not list', () => {
    const { problems } = compileCopy((dir) => {
      mkdirSync(join(dir, 'learning/porches'))
      cpSync(join(dir, 'learning/kitchens/layouts.md'), join(dir, 'learning/porches/decks.md'))
      renameSync(
        join(dir, 'learning/kitchens/workflow.md'),
        join(dir, 'learning/kitchens/zones.md'),
      )
    })
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe(
      'content/learning/kitchens/zones.md: this page is not listed in content/learning/sections.yaml: add "zones" to the pages of kitchens, where it should appear',
    )
    expect(lines[1]).toMatch(
      /^content\/learning\/porches: this folder is not a section listed in content\/learning\/sections.yaml \(kitchens, .*\): add it there/,
    )
    expect(lines[2]).toBe(
      'content/learning/sections.yaml: kitchens lists the page "workflow", but content/learning/kitchens/workflow.md does not exist',
    )
  })

  it('names a town service page for a town without a page, and one for an unknown service', () => {
    const model = readFileSync(
      join(CONTENT_DIR, 'town-services/scarsdale/kitchen-remodeling.md'),
      'utf8',
    )
    const { problems } = compileCopy((dir) => {
      mkdirSync(join(dir, 'town-services/atlantis'))
      writeFileSync(join(dir, 'town-services/atlantis/kitchen-remodeling.md'), model)
      writeFileSync(join(dir, 'town-services/scarsdale/roofing.md'), model)
    })
    expect(problems.format().split('\n')).toEqual([
      'content/town-services/atlantis/kitchen-remodeling.md: the folder must be named for a town page in content/towns, found "atlantis"',
      'content/town-services/scarsdale/roofing.md: the file must be named for one of the services kitchen-remodeling.md, bathroom-remodeling.md, found "roofing.md"',
    ])
  })

  it('adds a page for a new file, with nothing else to change', () => {
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, 'blog/pantry-cabinet-ideas.md'),
        newArticle(original, {
          label: 'Pantry Cabinet Ideas',
          title: 'Pantry Cabinet Ideas for Westchester Kitchens',
          heading: 'Pantry Cabinets That Earn Their Space',
          published: '2026-10-06',
        }),
      ),
    )
    expect(problems.format()).toBe('')
    expect(modules['catalog/blog.ts']).toContain('"slug": "pantry-cabinet-ideas"')
    expect(modules['bodies/blog.ts']).toContain('"id": "pantry-cabinet-ideas"')
  })
})
