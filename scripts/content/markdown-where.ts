/** Where a Markdown body is read: its file and first line, and where its problems and links go. */
import type { Problems } from './problems'

/** A link in the text to a page of this site, checked once every page is known. */
export type TextLink = { path: string; line?: number }

/** The body being read: its file, the line of the file it starts on, and what it reports. */
export type Where = { file: string; bodyLine: number; problems: Problems; links?: TextLink[] }

/** The line of the file a node of the body is on, for messages. */
export function lineOf(node: { position?: { start: { line: number } } }, where: Where) {
  return node.position ? node.position.start.line + where.bodyLine - 1 : undefined
}
