import { CallToAction } from '../components/call-to-action'
import { EstimatorLink } from '../components/estimator-link'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage, WIDE_SIZES } from '../components/ui/responsive-image'
import { RequestDialog, RequestDialogOpener } from '../features/contact/request-dialog'
import { pageParts } from '../../.content/frame/page-parts'
import type { PageProps } from './page-props'

/**
 * The estimate page: the request dialog is open on load (prerendered open, so its form is in the
 * page's HTML and usable before any script) and reopens from a button.
 */
export default function EstimatePage({ route }: PageProps) {
  const { image, steps = [] } = pageParts.estimate ?? {}
  return (
    <>
      <PageHeader route={route}>
        <RequestDialogOpener className="mt-6">Open Request Form</RequestDialogOpener>
        {image && (
          <ResponsiveImage
            {...image}
            priority="everywhere"
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
      <RequestDialog formId="estimate" openOnLoad />
    </>
  )
}
