import { CallToAction } from '../components/call-to-action'
import { PageHeader } from '../components/page-header'
import { CostEstimator } from '../features/estimator/cost-estimator'
import { FigureTables } from '../features/estimator/figure-tables'
import type { PageProps } from './page-props'

/** The cost estimator: choices, a live range, and the figures it works from. */
export default function CostEstimatorPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <CostEstimator />
      <FigureTables />
      <CallToAction />
    </>
  )
}
