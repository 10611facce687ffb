/** Figures from content/figures.yaml: filled into the pages, and never written out by hand. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR } from './compile'
import { ARTICLE, compileCopy, lineOf, original } from './content-copy-test-support'
import { TOKENS } from './tokens'

describe('the content compiler', () => {
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
    // the first average the owner wrote, whatever its value, changed to another
    const average = /^ {2}average: (.+)$/m
    const before = average.exec(figures)![1]!
    const after = before === '$71,250' ? '$72,500' : '$71,250'
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(join(dir, 'figures.yaml'), figures.replace(average, `  average: ${after}`)),
    )
    expect(problems.format()).toBe('')
    for (const body of ['bodies/blog.ts', 'bodies/learning-process.ts']) {
      expect(modules[body], body).toContain(after)
      expect(modules[body], body).not.toContain(before)
    }
  })

  it('names a figure that is not written as a figure, and a name with a space', () => {
    const figures = readFileSync(join(CONTENT_DIR, 'figures.yaml'), 'utf8')
    // the bathroom page's refresh, the second in the file, whatever the owner wrote there
    const refresh = [...figures.matchAll(/^ {2}refresh: (.+)$/gm)][1]!
    const broken = figures
      .replace(/^( {2}returnOnInvestment: \d+)%$/m, '$1')
      .replace(refresh[0], `  small refresh: ${refresh[1]}`)
    const returnOnInvestment = /^ {2}returnOnInvestment: (\d+)$/m.exec(broken)![1]!
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, 'figures.yaml'), broken))
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines).toContainEqual(
      'content/: the pages were not checked: correct content/figures.yaml first',
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, /returnOnInvestment: \d+$/)}: 'kitchenPage.returnOnInvestment' must be a figure such as $45k–$85k, or a group of figures, found "${returnOnInvestment}"`,
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, /small refresh/)}: 'bathroomPage.small refresh' has a name pages cannot write: use one word or words joined as in fullRemodel, with no spaces, found "${refresh[1]}"`,
    )
  })
})
