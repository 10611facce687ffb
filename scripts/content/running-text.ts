/** Running text: the words of paragraphs and list items, with their links and emphasis. */
import type { List, PhrasingContent, RootContent } from 'mdast'
import type { RichText, TextRun } from '../../shared/content/types'
import { lineOf, type Where } from './markdown-where'
import type { Problems } from './problems'
import { linkTarget } from './text-links'

/**
 * Running text: words, [links](/path) and *emphasis*. A link or emphasis holds plain words;
 * anything else is reported, not guessed at.
 */
export function rich(nodes: readonly PhrasingContent[], where: Where): RichText {
  const runs: TextRun[] = []
  for (const node of nodes) {
    if (node.type === 'link') {
      const href = linkTarget(node.url, node, where)
      const text = plain(node.children, where)
      runs.push(href ? { text, href } : text)
    } else if (node.type === 'emphasis' || node.type === 'strong') {
      runs.push({
        text: plain(node.children, where),
        emphasis: node.type === 'strong' ? 'strong' : 'em',
      })
    } else {
      const text = plain([node], where)
      const last = runs.at(-1)
      if (typeof last === 'string') runs[runs.length - 1] = last + text
      else runs.push(text)
    }
  }
  return runs.every((run) => typeof run === 'string') ? runs.join('') : runs
}

/** The plain text of inline content; anything but text is reported, not guessed at. */
export function plain(nodes: readonly PhrasingContent[], where: Where): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value
        case 'textDirective':
          where.problems.add(
            where.file,
            `":${node.name}" reads as a directive: write "\\:${node.name}" for a colon before a word`,
            lineOf(node, where),
          )
          return ''
        case 'link':
        case 'emphasis':
        case 'strong':
          where.problems.add(
            where.file,
            `a ${node.type} is not supported here (a heading, a title, a table, a question or inside another link or emphasis): write plain words`,
            lineOf(node, where),
          )
          return plain(node.children, where)
        case 'image':
          where.problems.add(
            where.file,
            'a picture must stand on a line of its own, with an empty line before and after it',
            lineOf(node, where),
          )
          return ''
        default:
          where.problems.add(
            where.file,
            `${node.type} is not supported in this text: write plain text`,
            lineOf(node, where),
          )
          return ''
      }
    })
    .join('')
}

/** Running text where only plain words can show; links and emphasis are reported. */
export function plainOnly(text: RichText, file: string, where: string, problems: Problems): string {
  if (typeof text === 'string') return text
  problems.add(file, `${where} is shown as plain text: write it without links or emphasis`)
  return text.map((run) => (typeof run === 'string' ? run : run.text)).join('')
}

/** The running text of a block that must be one paragraph. */
export function paragraphText(node: RootContent, where: Where, what: string): RichText {
  if (node.type === 'paragraph') return rich(node.children, where)
  where.problems.add(
    where.file,
    `${what} must be a paragraph of text, found ${node.type}`,
    lineOf(node, where),
  )
  return ''
}

/** The items of a list, each one line of running text. */
export function listItems(list: List, where: Where): RichText[] {
  return list.children.map((item) => {
    if (item.children.length !== 1) {
      where.problems.add(where.file, 'a list item must be one line of text', lineOf(item, where))
    }
    return item.children[0] ? paragraphText(item.children[0], where, 'a list item') : ''
  })
}
