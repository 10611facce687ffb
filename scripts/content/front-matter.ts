import { isMap, LineCounter, parseDocument, type Node } from 'yaml'
import type { Problems } from './problems'

export type SourceFile = {
  /** path as the owner sees it, e.g. content/blog/quartz-vs-granite-countertops.md */
  file: string
  data: Record<string, unknown>
  /** the Markdown after the front matter */
  body: string
  /** the line of the file where the body starts (1-based) */
  bodyLine: number
  /** the line of a front-matter field, for messages */
  lineOf: (field: string) => number | undefined
  /** the line of a value inside the YAML (hero.image.id, faqs.2.answer), or of its nearest parent */
  lineAt?: (path: readonly PropertyKey[]) => number | undefined
  /** false when the front matter could not be read (already reported) */
  readable: boolean
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** Reads YAML into plain data, with the line of each top-level field. */
export function readYaml(text: string, file: string, problems: Problems, firstLine = 1) {
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false })
  for (const error of doc.errors) {
    const line = counter.linePos(error.pos[0]).line
    problems.add(
      file,
      `the YAML cannot be read: ${error.message.split('\n')[0]}`,
      line + firstLine - 1,
    )
  }
  const lines = new Map<string, number>()
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      const key = (pair.key as Node | null)?.toJSON?.() as unknown
      const offset = (pair.key as Node | null)?.range?.[0]
      if (typeof key === 'string' && offset !== undefined) {
        lines.set(key, counter.linePos(offset).line + firstLine - 1)
      }
    }
  }
  const data: unknown = doc.errors.length ? {} : doc.toJS()
  return {
    readable: doc.errors.length === 0,
    data:
      data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : {},
    lineOf: (field: string) => lines.get(field),
    lineAt: (path: readonly PropertyKey[]) => {
      for (let depth = path.length; depth > 0; depth--) {
        const keys = path.slice(0, depth).map((k) => (typeof k === 'symbol' ? String(k) : k))
        const node = doc.errors.length ? undefined : (doc.getIn(keys, true) as Node | undefined)
        const offset = node?.range?.[0]
        if (offset !== undefined) return counter.linePos(offset).line + firstLine - 1
      }
      return undefined
    },
  }
}

/** A Markdown file with YAML front matter between `---` lines. */
export function readMarkdownFile(text: string, file: string, problems: Problems): SourceFile {
  const match = FENCE.exec(text)
  if (!match) {
    problems.add(
      file,
      'must start with front matter between two --- lines (title, description...)',
      1,
    )
    return { file, data: {}, body: text, bodyLine: 1, lineOf: () => undefined, readable: false }
  }
  const yaml = match[1] ?? ''
  const { data, lineOf, lineAt, readable } = readYaml(yaml, file, problems, 2)
  const bodyLine = match[0].split('\n').length
  return { file, data, body: text.slice(match[0].length), bodyLine, lineOf, lineAt, readable }
}
