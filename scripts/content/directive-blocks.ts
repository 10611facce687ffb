/** The `:::name[Label]` blocks of the text: a tip, a checklist, a table or a question. */
import type { RootContent, Table } from 'mdast'
import type { Block, Faq } from '../../shared/content/types'
import { lineOf, type Where } from './markdown-where'
import { listItems, paragraphText, plain, rich } from './running-text'

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>

const DIRECTIVES = ['tip', 'checklist', 'table', 'faq']

/** A paragraph of an answer: plain words, since answers also go to search engines as data. */
function answerText(node: RootContent, where: Where): string {
  if (node.type === 'paragraph') return plain(node.children, where)
  paragraphText(node, where, 'an answer')
  return ''
}

function tableBlock(table: Table, caption: string, where: Where): Block {
  const [head, ...body] = table.children.map((row) =>
    row.children.map((cell) => plain(cell.children, where)),
  )
  return { kind: 'table', caption, columns: head ?? [], rows: body }
}

/** The directive's [label]: a title, a caption or a question. */
function directiveLabel(
  node: ContainerDirective,
  where: Where,
): { label: string; rest: RootContent[] } {
  const [first, ...rest] = node.children
  if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data) {
    return { label: plain(first.children, where), rest }
  }
  where.problems.add(
    where.file,
    `:::${node.name} needs a title in brackets, e.g. :::${node.name}[What to check]`,
    lineOf(node, where),
  )
  return { label: '', rest: node.children }
}

function only<T extends RootContent['type']>(
  nodes: RootContent[],
  type: T,
  directive: ContainerDirective,
  where: Where,
): Extract<RootContent, { type: T }> | undefined {
  const [node] = nodes
  if (nodes.length === 1 && node?.type === type) return node as Extract<RootContent, { type: T }>
  where.problems.add(
    where.file,
    `:::${directive.name} must hold one ${type}, found ${nodes.map((n) => n.type).join(', ') || 'nothing'}`,
    lineOf(directive, where),
  )
  return undefined
}

/**
 * What a directive holds: a block of its section, or a question of the page. Undefined when it
 * is unknown or holds no table (reported).
 */
export function directiveContent(
  node: ContainerDirective,
  where: Where,
): { block: Block } | { faq: Faq } | undefined {
  if (!DIRECTIVES.includes(node.name)) {
    where.problems.add(
      where.file,
      `unknown block ":::${node.name}": use one of ${DIRECTIVES.map((d) => `:::${d}`).join(', ')}`,
      lineOf(node, where),
    )
    return undefined
  }
  const { label, rest } = directiveLabel(node, where)
  if (node.name === 'faq') {
    const answer = rest.map((p) => answerText(p, where)).join('\n\n')
    return { faq: { question: label, answer } }
  } else if (node.name === 'tip') {
    const paragraph = only(rest, 'paragraph', node, where)
    return {
      block: { kind: 'tip', title: label, text: paragraph ? rich(paragraph.children, where) : '' },
    }
  } else if (node.name === 'checklist') {
    const list = only(rest, 'list', node, where)
    return { block: { kind: 'checklist', title: label, items: list ? listItems(list, where) : [] } }
  }
  const table = only(rest, 'table', node, where)
  return table ? { block: tableBlock(table, label, where) } : undefined
}
