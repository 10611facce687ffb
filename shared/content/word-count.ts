import { plainText } from './rich-text'
import type { DocContent } from './types'

/** Every word a reader reads in the body, for the reading time. */
export function wordCount(doc: DocContent): number {
  const texts = doc.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'p':
          return [plainText(block.text)]
        case 'list':
          return block.items.map(plainText)
        case 'table':
          return [block.caption, ...block.columns, ...block.rows.flat()]
        case 'checklist':
          return [block.title, ...block.items.map(plainText)]
        case 'tip':
          return [block.title, plainText(block.text)]
        case 'image':
          return [block.caption ?? '']
      }
    }),
  ])
  const faqs = (doc.faqs ?? []).flatMap((f) => [f.question, f.answer])
  return [...texts, ...faqs].join(' ').split(/\s+/).filter(Boolean).length
}
