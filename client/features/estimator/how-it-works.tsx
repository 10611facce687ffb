import { REGIONS, regionFactor, typicalSquareFeet } from '../../../shared/estimator/estimate'
import { dollars, REGION_NAMES } from '../../../shared/estimator/explain'
import { figure, priceRange } from '../../../shared/estimator/figures'
import { figures } from '../../../.content/catalog/figures'

const start = (name: string) => dollars(priceRange(figure(figures, name)).low)

/** The estimator's rule in plain words, with the figures it uses (shared/estimator/estimate.ts). */
export function HowItWorks() {
  const kitchenFeet = typicalSquareFeet(figures, 'kitchen')
  const bathFeet = typicalSquareFeet(figures, 'bathroom')
  const factors = REGIONS.map((region) => ({ region, factor: regionFactor(figures, region) }))
  return (
    <section aria-labelledby="how-it-works" className="lg:col-span-2">
      <h2 id="how-it-works" className="text-2xl font-bold">
        How the estimate is worked out
      </h2>
      <div className="mt-3 max-w-3xl space-y-3 leading-relaxed">
        <p>
          The finish level picks the price tier of our kitchen and bathroom cost guides (below).
          Within a tier, a room about the typical size with none of the big choices sits in the
          lower part; a larger room and each big choice (moving plumbing or the layout, custom
          cabinetry, opening a wall) move it toward the top, as they do on our projects. The typical
          room is the size our average cost and our cost per square foot imply: about {kitchenFeet}{' '}
          sq ft for a kitchen ({figure(figures, 'kitchenPage.average')} at{' '}
          {figure(figures, 'kitchenPage.perSquareFoot')} per sq ft) and {bathFeet} sq ft for a
          bathroom ({figure(figures, 'bathroomPage.average')} at{' '}
          {figure(figures, 'bathroomPage.perSquareFoot')}).
        </p>
        <p>
          Where the house is scales the range by what a kitchen starts at there:{' '}
          {factors
            .filter(({ factor }) => factor !== 1)
            .map(({ region, factor }) => (
              <span key={region}>
                {REGION_NAMES[region]} kitchens start around {start(`${region}.kitchen`)} where
                Westchester&apos;s start around {start('westchester.kitchen')}, so{' '}
                {factor > 1 ? 'more' : 'less'} by {Math.round(Math.abs(factor - 1) * 100)}%;{' '}
              </span>
            ))}
          Bergen County costs the same as Westchester. A kitchen and a bathroom done together add
          up; the weeks are the kitchen&apos;s, as the bathroom is built alongside.
        </p>
        <p>
          Before work starts, expect design ({figure(figures, 'westchester.design')}), permits (
          {figure(figures, 'westchester.permits')} in Westchester) and, for custom cabinets, their
          build ({figure(figures, 'westchester.customCabinetLead')}), which we overlap.
        </p>
      </div>
    </section>
  )
}
