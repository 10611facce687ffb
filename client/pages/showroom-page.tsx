import { addressLine, business } from '../../shared/business'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import { ShowroomVisitButtons } from '../components/showroom-visit-buttons'
import { ResponsiveImage, WIDE_SIZES } from '../components/ui/responsive-image'
import { pageParts } from '../../.content/frame/page-parts'
import type { PageProps } from './page-props'

/** The showroom: hours, parking, the way there, and what there is to see. */
export default function ShowroomPage({ route }: PageProps) {
  const { image } = pageParts.showroom ?? {}
  return (
    <>
      <PageHeader route={route}>
        <dl className="mt-6 grid max-w-2xl gap-3 sm:grid-cols-3">
          {[
            ['Address', addressLine],
            ['Hours', `${business.hours.summary}; ${business.hours.sunday}`],
            ['Parking', business.parking],
          ].map(([term, value]) => (
            <div key={term} className="rounded-lg bg-white p-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <ShowroomVisitButtons />
        {image && (
          <ResponsiveImage
            {...image}
            priority="everywhere"
            sizes={WIDE_SIZES}
            className="mt-8 h-auto w-full rounded-xl"
          />
        )}
      </PageHeader>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
