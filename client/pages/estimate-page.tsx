import { useState } from 'react'
import { CallToAction } from '../components/call-to-action'
import { EstimatorLink } from '../components/estimator-link'
import { HydrateAtLoad } from '../components/hydrate-at-load'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage, WIDE_SIZES } from '../components/ui/responsive-image'
import ConsultationModal from '../features/contact/consultation-modal'
import { useIsClient } from '../lib/use-is-client'
import { pageParts } from '../../.content/frame/page-parts'
import type { PageProps } from './page-props'

/** The estimate page: the request dialog is open on load and reopens from a button. */
export default function EstimatePage({ route }: PageProps) {
  const isClient = useIsClient()
  const [open, setOpen] = useState(true)
  const { image, steps = [] } = pageParts.estimate ?? {}
  return (
    <>
      <HydrateAtLoad />
      <PageHeader route={route}>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="mt-6 inline-flex min-h-12 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
        >
          Open Request Form
        </button>
        {image && (
          <ResponsiveImage
            {...image}
            priority
            sizes={WIDE_SIZES}
            className="mt-6 h-auto w-full rounded-xl"
          />
        )}
      </PageHeader>
      <section aria-labelledby="estimate-steps" className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="estimate-steps" className="text-2xl font-bold">
          What happens after you ask
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="rounded-lg border border-line bg-white p-4 leading-relaxed">
              <span className="block font-serif text-2xl font-bold text-accent">{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
        <EstimatorLink />
      </section>
      <CallToAction />
      {isClient && (
        <ConsultationModal open={open} onClose={() => setOpen(false)} formId="estimate" />
      )}
    </>
  )
}
