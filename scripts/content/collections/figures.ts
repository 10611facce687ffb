/**
 * content/figures.yaml: the prices and timelines the site quotes, written once. Pages name a
 * figure as {{group.name}}; the compiler replaces the name by its value in every file it reads.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { moduleText, reportIssues } from '../collection'
import { text } from '../fields'
import { readYaml } from '../front-matter'
import type { Problems } from '../problems'

export const FIGURES_FILE = 'content/figures.yaml'

const NAME = /^[a-z][A-Za-z0-9]*$/

/** A name a page can write between braces: one word, or words joined as in fullRemodel. */
function namesOnly(group: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const name of Object.keys(group)) {
    if (!NAME.test(name)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          'has a name pages cannot write: use one word or words joined as in fullRemodel, with no spaces',
      })
    }
  }
}

/**
 * A figure as it is printed, such as $45k–$85k or 6–10 weeks: one line, no braces, at most this
 * long. The build checks it and the editor's field for a figure says it (scripts/cms).
 */
export const FIGURE_RULE = { characters: '[^{}\\n]', longest: 40 }

const figure = text(1, FIGURE_RULE.longest).regex(
  new RegExp(`^${FIGURE_RULE.characters}*$`),
  'must be a figure on one line, without braces',
)

/** What a value that is neither a figure nor a group is told. */
export const NOT_A_FIGURE = 'must be a figure such as $45k–$85k, or a group of figures'

/** Groups of figures, or groups of groups (homeGuide.kitchen.fullRemodel): names to values. */
type Figures = { [name: string]: string | Figures }
const figures: z.ZodType<Figures> = z.lazy(() =>
  z.record(z.string(), z.union([figure, figures], NOT_A_FIGURE)).superRefine(namesOnly),
)

export const figuresSchema = z.record(z.string(), figures).superRefine(namesOnly)

/** Every figure by its dotted name: homeGuide.kitchen.fullRemodel → $45k–$85k. */
export function figureNames(group: Figures, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(group).map(([name, value]) =>
      typeof value === 'string'
        ? { [`${prefix}${name}`]: value }
        : figureNames(value, `${prefix}${name}.`),
    ),
  ) as Record<string, string>
}

/**
 * The day the figures were last changed, as the estimator states it: the last commit of the file,
 * or its modification time when it has uncommitted changes or there is no git history (YYYY-MM-DD).
 */
function lastChanged(path: string): string {
  const modified = statSync(path).mtime.toISOString().slice(0, 10)
  const git = (args: string[]) =>
    spawnSync('git', args, { cwd: dirname(path), encoding: 'utf8', timeout: 5000 })
  const pending = git(['status', '--porcelain', '--', path])
  if (pending.status !== 0 || pending.stdout.trim()) return modified
  const committed = git(['log', '-1', '--format=%cs', '--', path]).stdout.trim()
  return /^\d{4}-\d{2}-\d{2}$/.test(committed) ? committed : modified
}

/** Reads and checks the figures; undefined when they have problems (reported). */
export function compileFigures(
  contentDir: string,
  problems: Problems,
): { names?: Record<string, string>; module?: string } {
  const path = join(contentDir, 'figures.yaml')
  if (!existsSync(path)) {
    problems.add(FIGURES_FILE, 'the file is missing: it holds the prices and timelines pages quote')
    return {}
  }
  const source = {
    file: FIGURES_FILE,
    body: '',
    bodyLine: 1,
    ...readYaml(readFileSync(path, 'utf8'), FIGURES_FILE, problems),
  }
  const parsed = figuresSchema.safeParse(source.data)
  if (!parsed.success) {
    if (source.readable) reportIssues(source, parsed.error, problems)
    return {}
  }
  return {
    names: figureNames(parsed.data),
    module: moduleText('', {
      figures: { type: 'Record<string, string>', value: figureNames(parsed.data) },
      figuresUpdated: { type: 'string', value: lastChanged(path) },
    }),
  }
}
