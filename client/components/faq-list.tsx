import { useId, useState } from 'react'
import type { Faq } from '../content/types'

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="border-b border-line">
      <h3 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start justify-between gap-4 py-4 text-left font-semibold text-ink hover:text-brand"
        >
          <span>{faq.question}</span>
          <span aria-hidden="true" className="font-mono text-xl leading-none text-accent">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} hidden={!open} className="pb-4 leading-relaxed text-muted">
        {faq.answer}
      </div>
    </div>
  )
}

/** Expandable questions and answers (plus and minus marks, aria-expanded). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mt-6 max-w-3xl border-t border-line">
      {faqs.map((faq) => (
        <FaqItem key={faq.question} faq={faq} />
      ))}
    </div>
  )
}
