/** Figures from content/figures.yaml: filled into the pages, and never written out by hand. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR } from './compile'
import { ARTICLE, compileCopy, lineOf, original } from './content-copy-test-support'
import { compileFigures, NOT_A_FIGURE } from './collections/figures'
import { Problems } from './problems'
import { TOKENS } from './tokens'

/** Every figure content/figures.yaml holds, in its order: its dotted name and its value. */
const writtenFigures = () => Object.entries(compileFigures(CONTENT_DIR, new Problems()).names!)

/** The prices content/figures.yaml holds, in its order, each with the names that hold it. */
function writtenPrices(): { value: string; names: string[] }[] {
  const byValue = new Map<string, string[]>()
  for (const [name, value] of writtenFigures()) {
    if (value.startsWith('$')) byValue.set(value, [...(byValue.get(value) ?? []), name])
  }
  return [...byValue].map(([value, holders]) => ({ value, names: holders }))
}

/** A figure's line in the file, by its last name and its value; group 1 is its start, `  name: `. */
function figureLine(name: string, value: string, flags = 'm'): RegExp {
  const leaf = name.split('.').at(-1)!
  return new RegExp(`^( +${leaf}: )${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags)
}

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
    // two ranges the file holds, whatever they are, and a third that only looks like the first
    const [first, second] = writtenPrices().filter((price) => /^\$\d+k–\$\d+k$/.test(price.value))
    const nearMiss = first!.value.replace(/k$/, '0k')
    const broken = original.replace(
      /\n## /,
      `\n## Prices\n\nOne room runs ${first!.value}; another ${second!.value}; ${nearMiss} is no figure.\n\n## `,
    )
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    const line = lineOf(broken, /^One room runs/)
    expect(problems.format().split('\n').sort()).toEqual(
      [first!, second!]
        .map(
          ({ value, names }) =>
            `content/${ARTICLE}:${line}: writes ${value} by hand: name it ${names.map((n) => `{{${n}}}`).join(' or ')} so it changes with content/figures.yaml`,
        )
        .sort(),
    )
  })

  it('shows a changed figure on every page that names it', () => {
    const figures = readFileSync(join(CONTENT_DIR, 'figures.yaml'), 'utf8')
    const before = compileCopy(() => {}).modules
    const quotes = (modules: Record<string, string>, value: string) =>
      Object.keys(modules).filter((module) => modules[module]!.includes(value))
    // a price of one name only, that pages quote: changed on its line to one no page has
    const price = writtenPrices().find(
      ({ value, names }) => names.length === 1 && quotes(before, value).length > 0,
    )!
    const line = figureLine(price.names[0]!, price.value)
    const changed = '$1,234,567'
    expect(quotes(before, changed)).toEqual([])
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, 'figures.yaml'),
        figures.replace(line, (_, name: string) => `${name}${changed}`),
      ),
    )
    expect(problems.format()).toBe('')
    expect(quotes(modules, changed)).toEqual(quotes(before, price.value))
    expect(quotes(modules, price.value)).toEqual([])
  })

  it('names a figure that is not written as a figure, and a name with a space', () => {
    const figures = readFileSync(join(CONTENT_DIR, 'figures.yaml'), 'utf8')
    // two figures alone on their lines, whatever the owner wrote there, in groups of their own
    // (a group holding a wrong figure is not read further): one straight in its group written as
    // a bare number, the other's name given a space
    const alone = writtenFigures().filter(
      ([name, value]) => figures.match(figureLine(name, value, 'gm'))?.length === 1,
    )
    const group = (name: string) => name.split('.')[0]
    const [bare, bareValue] = alone.find(([name]) => name.split('.').length === 2)!
    const [spaced, spacedValue] = alone.find(([name]) => group(name) !== group(bare))!
    const spacedName = spaced.replace(/\.(\w+)$/, '.small $1')
    const broken = figures
      .replace(figureLine(bare, bareValue), (_, start: string) => `${start}71`)
      .replace(
        figureLine(spaced, spacedValue),
        (_, start: string) => `${start.replace(/(\w+): $/, 'small $1: ')}${spacedValue}`,
      )
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, 'figures.yaml'), broken))
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines).toContainEqual(
      'content/: the pages were not checked: correct content/figures.yaml first',
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, figureLine(bare, '71'))}: '${bare}' ${NOT_A_FIGURE}, found "71"`,
    )
    expect(lines).toContainEqual(
      `content/figures.yaml:${lineOf(broken, figureLine(spacedName, spacedValue))}: '${spacedName}' has a name pages cannot write: use one word or words joined as in fullRemodel, with no spaces, found "${spacedValue}"`,
    )
  })
  it('names a wrong figure deep in a group by its own name and line, not the group', () => {
    const dir = mkdtempSync(join(tmpdir(), 'figures-'))
    writeFileSync(
      join(dir, 'figures.yaml'),
      [
        'guide:',
        '  bathroom:',
        '    refresh: 2–3 weeks',
        '    basic: 71',
        '  kitchen: 6–10 weeks',
        'timeline:',
        '  permit: "{soon}"',
        '',
      ].join('\n'),
    )
    const problems = new Problems()
    expect(compileFigures(dir, problems).names).toBeUndefined()
    rmSync(dir, { recursive: true })
    expect(problems.format().split('\n')).toEqual([
      `content/figures.yaml:4: 'guide.bathroom.basic' ${NOT_A_FIGURE}, found "71"`,
      `content/figures.yaml:7: 'timeline.permit' must be a figure on one line, without braces, found "{soon}"`,
    ])
  })
})
