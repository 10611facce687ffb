/**
 * The reverse of markdown.ts, for the one-time migration of the written pages out of TypeScript:
 * blocks into an mdast tree, written by remark (which escapes what Markdown would misread).
 */
import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { stringify } from 'yaml'
import { textRuns } from '../../shared/content/rich-text'
import type { Block, DocSection, Faq, RichText } from '../../shared/content/types'

const writer = unified()
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkStringify, {
    bullet: '-',
    listItemIndent: 'one',
    rule: '-',
    // remark-directive escapes a colon before a word in running text (16:9 would read as a
    // directive named 9) but not in a directive's label, :::table[Screens (16:9)]
    unsafe: [
      {
        character: ':',
        before: '[^:]',
        after: '[^\\s\\p{P}\\p{S}]',
        inConstruct: ['containerDirectiveLabel'],
        unicode: true,
      },
    ],
  })

const text = (value: string): PhrasingContent[] => [{ type: 'text', value }]

/** Running text as inline Markdown: [links](/path), *emphasis*, **strong**. */
const inline = (value: RichText): PhrasingContent[] =>
  textRuns(value).map((run): PhrasingContent => {
    if (typeof run === 'string') return { type: 'text', value: run }
    if ('href' in run) return { type: 'link', url: run.href, children: text(run.text) }
    return { type: run.emphasis === 'strong' ? 'strong' : 'emphasis', children: text(run.text) }
  })
const paragraph = (value: RichText): BlockContent => ({
  type: 'paragraph',
  children: inline(value),
})
const label = (value: string): BlockContent => ({
  type: 'paragraph',
  data: { directiveLabel: true },
  children: text(value),
})
const list = (items: RichText[], ordered = false): BlockContent => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(item)] })),
})
const directive = (name: string, title: string, children: BlockContent[]): RootContent => ({
  type: 'containerDirective',
  name,
  children: [label(title), ...children],
})

function blockNode(block: Block): RootContent {
  switch (block.kind) {
    case 'p':
      return paragraph(block.text)
    case 'list':
      return list(block.items, block.ordered)
    case 'tip':
      return directive('tip', block.title, [paragraph(block.text)])
    case 'image':
      return {
        type: 'paragraph',
        children: [
          {
            type: 'image',
            url: block.image.id,
            alt: block.image.alt,
            title: block.caption ?? null,
          },
        ],
      }
    case 'checklist':
      return directive('checklist', block.title, [list(block.items)])
    case 'table':
      return directive('table', block.caption, [
        {
          type: 'table',
          children: [block.columns, ...block.rows].map((row) => ({
            type: 'tableRow',
            children: row.map((cell) => ({ type: 'tableCell', children: text(cell) })),
          })),
        },
      ])
  }
}

/** A written body as Markdown: sections, then the FAQs. */
export function docToMarkdown(sections: readonly DocSection[], faqs: readonly Faq[] = []): string {
  const root: Root = {
    type: 'root',
    children: [
      ...sections.flatMap((section): RootContent[] => [
        { type: 'heading', depth: 2, children: text(section.heading) },
        ...section.blocks.map(blockNode),
      ]),
      ...faqs.map((faq) => directive('faq', faq.question, faq.answer.split('\n\n').map(paragraph))),
    ],
  }
  return writer.stringify(root)
}

/** A Markdown file: YAML front matter, then the body. */
export function markdownFile(frontMatter: Record<string, unknown>, body: string): string {
  return `---\n${stringify(frontMatter, { lineWidth: 100 })}---\n\n${body}`
}
