/**
 * Markdown bodies into the blocks the page renderers lay out. remark reads the Markdown (with
 * GitHub tables and `:::name[Title]` directives); this file decides what each construct means,
 * with running-text.ts, picture-block.ts and directive-blocks.ts:
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
import type { Root, RootContent } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import type { Block, DocSection, Faq } from '../../shared/content/types'
import { directiveContent } from './directive-blocks'
import { lineOf, type TextLink, type Where } from './markdown-where'
import { imageBlock } from './picture-block'
import { listItems, plain, rich } from './running-text'

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)

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
        const content = directiveContent(node, where)
        if (content && 'faq' in content) faqs.push(content.faq)
        else if (content) add(content.block, node)
        break
      }
      default:
        where.problems.add(where.file, `${node.type} is not supported here`, lineOf(node, where))
    }
  }
  return { sections, faqs, links: where.links ?? [] }
}
