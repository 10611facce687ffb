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
})
