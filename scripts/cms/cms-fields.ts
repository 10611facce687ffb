/**
 * The editor's fields made from the build's own schemas: each field of a content file's zod
 * schema becomes the editor's widget for it, with the same required fields, lengths, choices and
 * limits, so what the editor accepts the build accepts. Labels and help come from the schema's
 * `.meta({ title, description })` where it says them, else from the field's name.
 */
import { z } from 'zod'

/** A Decap CMS field, as its configuration spells it. */
export type CmsField = {
  label: string
  name: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  fields?: CmsField[]
  field?: CmsField
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  default?: unknown
  collapsed?: boolean
  summary?: string
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  modes?: string[]
  buttons?: string[]
  editor_components?: string[]
  choose_url?: boolean
  media_library?: { config: { multiple: boolean } }
}

/** The part of a JSON Schema node that zod writes for our schemas. */
type Node = {
  type?: string
  title?: string
  description?: string
  widget?: string
  minLength?: number
  maxLength?: number
  pattern?: string
  enum?: string[]
  const?: unknown
  minimum?: number
  maximum?: number
  default?: unknown
  items?: Node
  minItems?: number
  maxItems?: number
  properties?: Record<string, Node>
  required?: string[]
  anyOf?: Node[]
}

/** The owner's words for field names the schemas share, where a field has no title of its own. */
const LABELS: Record<string, string> = {
  cta: 'Call to action',
  eyebrow: 'Line above the heading',
  faqs: 'Questions and answers',
  hero: 'Top of the page',
  href: 'Links to (page address)',
  image: 'Photo',
  intro: 'Introduction',
  sliders: 'Before and after sliders',
  slug: 'File name',
  url: 'Web address',
  zip: 'ZIP code',
}

/** `costGuide` → 'Cost guide'. */
export function humanize(name: string): string {
  if (LABELS[name]) return LABELS[name]
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A folder named for a place, `white-plains` → 'White Plains'. */
export function placeName(slug: string): string {
  return slug.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  )
}

/** A figure named in a text, {{group.name}}, as a pattern. */
const FIGURE = '\\{\\{[\\w.]+\\}\\}'

/** A length rule in words and as the editor's pattern, which counts every character. */
function lengthRule(node: Node): { words: string; pattern: [string, string] } | undefined {
  const { minLength: min, maxLength: max } = node
  if (min === undefined && max === undefined) return undefined
  const words =
    min !== undefined && max !== undefined
      ? `${min} to ${max} characters`
      : min !== undefined
        ? `at least ${min} characters`
        : `at most ${max} characters`
  // a figure named as {{group.name}} counts as one character (and may stand alone): the build measures the text with
  // the figure in its place, which the editor cannot know, so it errs towards accepting
  return {
    words,
    pattern: [
      `^(?:${FIGURE}|(?:${FIGURE}|[\\s\\S]){${min ?? 0},${max ?? ''}})$`,
      `Must be ${words}.`,
    ],
  }
}

function join(...parts: (string | undefined)[]): string | undefined {
  const text = parts.filter(Boolean).join(' ')
  return text || undefined
}

/** Texts this long are edited in a box of several lines. */
const LONG_TEXT = 100

function fieldFor(name: string, node: Node, required: boolean): CmsField {
  const base = {
    label: node.title ?? humanize(name),
    name,
    ...(required ? {} : { required: false }),
  }
  const hint = node.description
  if (node.anyOf) {
    // an optional or nullable value: the editor edits the value itself
    const value = node.anyOf.find((option) => option.type !== 'null')
    return fieldFor(name, { ...value, title: node.title, description: node.description }, false)
  }
  if (node.widget === 'date') {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      hint: join(hint, 'A date like 2025-03-14.'),
    }
  }
  if (node.widget === 'image') {
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      media_library: { config: { multiple: false } },
      ...(hint ? { hint } : {}),
    }
  }
  if (node.enum) {
    return { ...base, widget: 'select', options: node.enum, ...(hint ? { hint } : {}) }
  }
  switch (node.type) {
    case 'string': {
      const length = lengthRule(node)
      const long = (node.maxLength ?? 0) > LONG_TEXT
      return {
        ...base,
        widget: long ? 'text' : 'string',
        ...(join(hint, length?.words) ? { hint: join(hint, length && `${length.words}.`) } : {}),
        ...(length ? { pattern: length.pattern } : {}),
        ...(node.pattern && !length
          ? { pattern: [node.pattern, hint ?? 'Not in the right form.'] }
          : {}),
      }
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
        ...(hint ? { hint } : {}),
      }
    case 'boolean':
      return {
        ...base,
        widget: 'boolean',
        required: false,
        default: node.default ?? false,
        ...(hint ? { hint } : {}),
      }
    case 'array': {
      const items = node.items ?? { type: 'string' }
      const count = {
        ...(node.minItems ? { min: node.minItems } : {}),
        ...(node.maxItems ? { max: node.maxItems } : {}),
      }
      const countWords =
        node.minItems && node.maxItems
          ? `${node.minItems} to ${node.maxItems} of them.`
          : node.minItems && node.minItems > 1
            ? `At least ${node.minItems}.`
            : undefined
      if (items.type === 'object') {
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          fields: objectFields(items),
          ...count,
          ...(join(hint, countWords) ? { hint: join(hint, countWords) } : {}),
        }
      }
      return {
        ...base,
        widget: 'list',
        field: fieldFor(singular(name), items, true),
        ...count,
        ...(join(hint, countWords) ? { hint: join(hint, countWords) } : {}),
      }
    }
    case 'object':
      return {
        ...base,
        widget: 'object',
        fields: objectFields(node),
        ...(hint ? { hint } : {}),
      }
    default:
      return { ...base, widget: 'string', ...(hint ? { hint } : {}) }
  }
}

/** 'zips' → 'zip', 'related' → 'related': the label of one item of a list. */
function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name
}

function objectFields(node: Node): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(name, child, required.has(name)),
  )
}

/** The editor's fields for the values a schema checks, in the schema's order. */
export function cmsFields(schema: z.ZodType): CmsField[] {
  const node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node
  return objectFields(node)
}
