import { findRoute } from '../lib/routes'
import type { Block, DocContent } from '../../shared/content/types'
import { plainText } from '../../shared/content/rich-text'
import { FaqList } from './faq-list'
import { LinkList } from './link-list'
import { RichText } from './rich-text'
import { ResponsiveImage, WIDE_SIZES } from './ui/responsive-image'

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      )
    case 'list': {
      const items = block.items.map((item) => (
        <li key={plainText(item)}>
          <RichText text={item} />
        </li>
      ))
      return block.ordered ? (
        <ol className="list-decimal space-y-1.5 pl-6">{items}</ol>
      ) : (
        <ul className="list-disc space-y-1.5 pl-6">{items}</ul>
      )
    }
    case 'table':
      // a table wider than a phone scrolls sideways: a focusable region lets keyboards scroll it
      return (
        <div
          className="overflow-x-auto rounded-lg border border-line"
          role="region"
          aria-label={block.caption}
          tabIndex={0}
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-base">
            <caption className="bg-sand px-4 py-2 text-left font-semibold text-ink">
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-b border-line px-4 py-2 font-semibold text-ink"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={`${index}-${row[0]}`} className="even:bg-sand/50">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th
                        key={cellIndex}
                        scope="row"
                        className="px-4 py-2 align-top font-medium text-ink"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-4 py-2 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'checklist':
      return (
        <div className="rounded-lg border border-line bg-white p-5">
          <p className="font-semibold text-ink">{block.title}</p>
          <ul className="mt-3 space-y-2">
            {block.items.map((item) => (
              <li key={plainText(item)} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 rounded border-2 border-brand"
                />
                <span>
                  <RichText text={item} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )
    case 'image':
      return (
        <figure>
          <ResponsiveImage
            {...block.image}
            sizes={WIDE_SIZES}
            className="h-auto w-full rounded-lg border border-line"
          />
          {block.caption && (
            <figcaption className="mt-2 text-base text-muted">{block.caption}</figcaption>
          )}
        </figure>
      )
    case 'tip':
      return (
        <aside className="rounded-lg border-l-4 border-accent bg-sand p-5">
          <p className="font-semibold text-ink">{block.title}</p>
          <p className="mt-1">
            <RichText text={block.text} />
          </p>
        </aside>
      )
  }
}

/** A written page's body: sections of text, tables and checklists, then FAQs and related pages. */
export function DocBody({ doc }: { doc: DocContent }) {
  const related = doc.related.flatMap((path) => findRoute(path) ?? [])
  return (
    <>
      {doc.sections.map((section, index) => (
        <section
          key={section.heading}
          aria-labelledby={`doc-${index}`}
          className="mt-10 first:mt-0"
        >
          <h2 id={`doc-${index}`} className="text-2xl font-bold">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
            {section.blocks.map((block, blockIndex) => (
              <BlockView key={blockIndex} block={block} />
            ))}
          </div>
        </section>
      ))}
      {doc.faqs && doc.faqs.length > 0 && (
        <section aria-labelledby="doc-faq" className="mt-12">
          <h2 id="doc-faq" className="text-2xl font-bold">
            Frequently asked questions
          </h2>
          <FaqList faqs={doc.faqs} answerClassName="text-lg" />
        </section>
      )}
      <LinkList id="doc-related" title="Read next" routes={related} />
    </>
  )
}
