/**
 * Markdown bodies into the blocks the page renderers lay out. remark reads the Markdown (with
 * GitHub tables and `:::name[Title]` directives); this file decides what each construct means:
 *
 *   ## Heading            a section
 *   paragraph             { kind: 'p' }, with [links](/path) and *emphasis* or **strong** words
 *   ![Alt](name "Caption") { kind: 'image' }: a picture of images/ on a line of its own
 *   - item / 1. item      { kind: 'list' }
 *   :::tip[Title]         { kind: 'tip' }: one paragraph
 *   :::checklist[Title]   { kind: 'checklist' }: one list
 *   :::table[Caption]     { kind: 'table' }: one table, the first column heads its row
 *   :::faq[Question?]     a frequently asked question and its answer
 */
import type { Root, RootContent, PhrasingContent, List, Table } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import type { Block, DocSection, Faq, RichText, TextRun } from '../../shared/content/types'
import { imageNames } from './images'
import type { Problems } from './problems'

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)

/** A link in the text to a page of this site, checked once every page is known. */
export type TextLink = { path: string; line?: number }

type Where = { file: string; bodyLine: number; problems: Problems; links?: TextLink[] }

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>

const DIRECTIVES = ['tip', 'checklist', 'table', 'faq']

function lineOf(node: { position?: { start: { line: number } } }, where: Where) {
  return node.position ? node.position.start.line + where.bodyLine - 1 : undefined
}

/** A page of this site by its path, or a secure address elsewhere. */
const SITE_PATH = /^\/[a-z0-9/-]*$/
const OUTSIDE = /^https:\/\/[^\s/]+\.[^\s]+$/

/** The address of a link, checked: undefined (reported) when it is neither kind. */
function linkTarget(url: string, node: PhrasingContent, where: Where): string | undefined {
  if (SITE_PATH.test(url)) {
    where.links?.push({ path: url, line: lineOf(node, where) })
    return url
  }
  if (OUTSIDE.test(url)) return url
  where.problems.add(
    where.file,
    `a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found ${JSON.stringify(url)}`,
    lineOf(node, where),
  )
  return undefined
}

/**
 * Running text: words, [links](/path) and *emphasis*. A link or emphasis holds plain words;
 * anything else is reported, not guessed at.
 */
function rich(nodes: readonly PhrasingContent[], where: Where): RichText {
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
function plain(nodes: readonly PhrasingContent[], where: Where): string {
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

type ImageNode = Extract<PhrasingContent, { type: 'image' }>

/** A picture by its name in images/, described for people who cannot see it. */
function imageBlock(node: ImageNode, where: Where): Block {
  const names = imageNames()
  if (!names.has(node.url)) {
    where.problems.add(
      where.file,
      `the picture ${JSON.stringify(node.url)} is not in images/: write the file name without its extension, such as ![A white kitchen](chappaqua-kitchen-after)`,
      lineOf(node, where),
    )
  }
  if (!node.alt?.trim()) {
    where.problems.add(
      where.file,
      `the picture ${JSON.stringify(node.url)} needs a description in the brackets, such as ![A white kitchen with a navy island](${node.url}), for people who cannot see it`,
      lineOf(node, where),
    )
  }
  const caption = node.title?.trim()
  return {
    kind: 'image',
    image: { id: node.url, alt: node.alt?.trim() ?? '' },
    ...(caption ? { caption } : {}),
  }
}

/** The running text of a block that must be one paragraph. */
function paragraphText(node: RootContent, where: Where, what: string): RichText {
  if (node.type === 'paragraph') return rich(node.children, where)
  where.problems.add(
    where.file,
    `${what} must be a paragraph of text, found ${node.type}`,
    lineOf(node, where),
  )
  return ''
}

/** A paragraph of an answer: plain words, since answers also go to search engines as data. */
function answerText(node: RootContent, where: Where): string {
  if (node.type === 'paragraph') return plain(node.children, where)
  paragraphText(node, where, 'an answer')
  return ''
}

function listItems(list: List, where: Where): RichText[] {
  return list.children.map((item) => {
    if (item.children.length !== 1) {
      where.problems.add(where.file, 'a list item must be one line of text', lineOf(item, where))
    }
    return item.children[0] ? paragraphText(item.children[0], where, 'a list item') : ''
  })
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

/** The body's sections and questions, and its links to pages of this site. */
export type MarkdownDoc = { sections: DocSection[]; faqs: Faq[]; links: TextLink[] }

/** Reads a written page's body; problems go to `where.problems`. */
export function markdownToDoc(markdown: string, at: Omit<Where, 'links'>): MarkdownDoc {
  const where: Where = { ...at, links: [] }
  const root = parser.parse(markdown) as Root
  const sections: DocSection[] = []
  const faqs: Faq[] = []
  const add = (block: Block, node: RootContent) => {
    const section = sections.at(-1)
    if (section) section.blocks.push(block)
    else
      where.problems.add(
        where.file,
        'text before the first "## " heading: start with a section heading',
        lineOf(node, where),
      )
  }
  for (const node of root.children) {
    switch (node.type) {
      case 'heading':
        if (node.depth !== 2) {
          where.problems.add(
            where.file,
            `use "## " for section headings (found ${'#'.repeat(node.depth)})`,
            lineOf(node, where),
          )
        }
        sections.push({ heading: plain(node.children, where), blocks: [] })
        break
      case 'paragraph': {
        const [first, ...others] = node.children
        if (first?.type === 'image' && others.every((n) => n.type === 'text' && !n.value.trim())) {
          add(imageBlock(first, where), node)
        } else {
          add({ kind: 'p', text: rich(node.children, where) }, node)
        }
        break
      }
      case 'list':
        add(
          {
            kind: 'list',
            items: listItems(node, where),
            ...(node.ordered ? { ordered: true } : {}),
          },
          node,
        )
        break
      case 'containerDirective': {
        if (!DIRECTIVES.includes(node.name)) {
          where.problems.add(
            where.file,
            `unknown block ":::${node.name}": use one of ${DIRECTIVES.map((d) => `:::${d}`).join(', ')}`,
            lineOf(node, where),
          )
          break
        }
        const { label, rest } = directiveLabel(node, where)
        if (node.name === 'faq') {
          const answer = rest.map((p) => answerText(p, where)).join('\n\n')
          faqs.push({ question: label, answer })
        } else if (node.name === 'tip') {
          const paragraph = only(rest, 'paragraph', node, where)
          add(
            { kind: 'tip', title: label, text: paragraph ? rich(paragraph.children, where) : '' },
            node,
          )
        } else if (node.name === 'checklist') {
          const list = only(rest, 'list', node, where)
          add({ kind: 'checklist', title: label, items: list ? listItems(list, where) : [] }, node)
        } else {
          const table = only(rest, 'table', node, where)
          if (table) add(tableBlock(table, label, where), node)
        }
        break
      }
      default:
        where.problems.add(where.file, `${node.type} is not supported here`, lineOf(node, where))
    }
  }
  return { sections, faqs, links: where.links ?? [] }
}
