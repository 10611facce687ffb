/**
 * Just enough HTML reading to change our own prerendered pages: start tags found in any
 * attribute order and quoting, comments and the text of scripts, styles and text areas skipped,
 * and only the tags asked for written back. Every value written is escaped. Not a general
 * parser (no dependency for it): it reads the markup our build writes, nothing a visitor sent.
 */
import { escapeHtml } from '../../shared/escape-html'

export type Attribute = { name: string; value: string; source: string }

export type StartTag = {
  name: string
  start: number
  end: number
  attributes: readonly Attribute[]
  selfClosing: boolean
}

/** A change to the text between `start` and `end` (equal for an insertion). */
export type Edit = { start: number; end: number; text: string }

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi

/** An attribute's value as the browser reads it, for the references React writes. */
function decode(text: string): string {
  return text.replace(ENTITY, (entity, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()]!
    const code = hex ? parseInt(hex, 16) : Number(decimal)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

const TAG =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Elements whose content is text: a `<` in them opens no tag. */
const TEXT_ONLY = new Set(['script', 'style', 'textarea', 'title'])

function attributesOf(text: string): Attribute[] {
  return [...text.matchAll(ATTRIBUTE)].map((match) => ({
    name: match[1]!.toLowerCase(),
    value: decode(match[2] ?? match[3] ?? match[4] ?? ''),
    source: match[0],
  }))
}

/** Where `</name>` starts at or after `from`, or -1. */
export function closingTag(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}\\s*>`, 'gi')
  close.lastIndex = from
  return close.exec(html)?.index ?? -1
}

/** Where the `</name>` that starts at or after `from` ends, or -1. */
export function afterClosingTag(html: string, name: string, from: number): number {
  const start = closingTag(html, name, from)
  return start < 0 ? -1 : html.indexOf('>', start) + 1
}

/** The start tags between `from` and `to`, in document order. */
export function* startTags(html: string, from = 0, to = html.length): Generator<StartTag> {
  let at = from
  while (at < to) {
    const open = html.indexOf('<', at)
    if (open < 0 || open >= to) return
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      if (close < 0) return
      at = close + 3
      continue
    }
    TAG.lastIndex = open
    const match = TAG.exec(html)
    if (!match) {
      at = open + 1
      continue
    }
    const name = match[1]!.toLowerCase()
    const end = TAG.lastIndex
    yield { name, start: open, end, attributes: attributesOf(match[2]!), selfClosing: !!match[3] }
    at = end
    if (TEXT_ONLY.has(name)) {
      const close = closingTag(html, name, end)
      at = close < 0 ? to : close
    }
  }
}

/** An attribute's value, decoded; undefined when the tag does not have it. */
export function attribute(tag: StartTag, name: string): string | undefined {
  return tag.attributes.find((a) => a.name === name)?.value
}

/**
 * The tag written again with attributes set (escaped) or removed (null); the others stay as they
 * were written, in their order, and new ones come last.
 */
export function rewriteTag(tag: StartTag, changes: Readonly<Record<string, string | null>>) {
  const written = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`
  const kept = tag.attributes.map((a) => {
    if (!(a.name in changes)) return ` ${a.source}`
    const value = changes[a.name]
    return value === null || value === undefined ? '' : written(a.name, value)
  })
  const added = Object.entries(changes)
    .filter(([name, value]) => value !== null && !tag.attributes.some((a) => a.name === name))
    .map(([name, value]) => written(name, value!))
  return `<${tag.name}${kept.join('')}${added.join('')}${tag.selfClosing ? '/>' : '>'}`
}

/** The html with the edits made; edits must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end)
  let out = ''
  let at = 0
  for (const edit of ordered) {
    out += html.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return out + html.slice(at)
}
