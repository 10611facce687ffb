import type { ReactNode } from 'react'
import { business } from '../../shared/business'
import { ContactButtons } from './contact-buttons'
import { ButtonLink } from './ui/button-link'

type Props = {
  title?: string
  /** the line under the title; a general invitation unless given */
  text?: string
  /** the main action; a link to the estimate page unless given */
  action?: ReactNode
}

/** The closing call to action: call, text or ask for a free estimate. */
export function CallToAction({ title = 'Talk to us about your project', text, action }: Props) {
  return (
    <section aria-labelledby="cta-title" className="band band-short no-print bg-brand text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 text-center">
        <h2 id="cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-white/90">
          {text ??
            `A free consultation at your home or at our Chappaqua showroom, ${business.hours.summary}. ` +
              'We reply within one business day.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ContactButtons textVariant="light" />
          {action ?? (
            <ButtonLink href="/estimate" variant="light">
              Get a Free Estimate
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  )
}
