import type { Faq } from '../../shared/content/types'

type Props = {
  faqs: readonly Faq[]
  /** the answers' text size: the written pages set theirs larger */
  answerClassName?: string
}

/**
 * Expandable questions and answers: native disclosures (<details>), which open and close with
 * no script at all; the plus and minus marks are drawn by the stylesheet (details.faq).
 */
export function FaqList({ faqs, answerClassName = '' }: Props) {
  return (
    <div className="mt-6 max-w-3xl border-t border-line">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq border-b border-line">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 font-semibold text-ink hover:text-brand">
            {faq.question}
          </summary>
          <p className={`pb-4 leading-relaxed text-muted ${answerClassName}`}>{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
