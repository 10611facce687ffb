/**
 * The price figures' form: one field per figure of content/figures.yaml, grouped as the file
 * groups them. The owner changes values; a new figure's name is a change to the pages that quote
 * it, so names are not edited here.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { FIGURE_RULE } from '../content/collections/figures'
import { humanize, type CmsField } from './cms-fields'

type Figures = { [name: string]: string | Figures }

function groupFields(group: Figures, prefix: string): CmsField[] {
  return Object.entries(group).map(([name, value]): CmsField => {
    const path = `${prefix}${name}`
    if (typeof value === 'string') {
      return {
        label: humanize(name),
        name,
        widget: 'string',
        pattern: [
          `^${FIGURE_RULE.characters}{1,${FIGURE_RULE.longest}}$`,
          'Must be a figure on one line such as $45k–$85k.',
        ],
        hint: `Pages quote it as {{${path}}}.`,
      }
    }
    return {
      label: humanize(name),
      name,
      widget: 'object',
      collapsed: true,
      fields: groupFields(value, `${path}.`),
    }
  })
}

/** The fields of content/figures.yaml as it is now. */
export function figureFields(contentDir: string): CmsField[] {
  const file = join(contentDir, 'figures.yaml')
  if (!existsSync(file)) return []
  const figures = (parse(readFileSync(file, 'utf8')) ?? {}) as Figures
  return groupFields(figures, '')
}
