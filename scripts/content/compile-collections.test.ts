/** The rules of the other collections: projects, towns, guides, services and the encyclopedia. */
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CONTENT_DIR } from './compile'
import { compileCopy, lineOf } from './content-copy-test-support'

describe('the content compiler', () => {
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
})
