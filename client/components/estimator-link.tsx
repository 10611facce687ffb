import { Link } from 'wouter'
import { paths } from '../../shared/paths'

/** The way to the cost estimator from the pages that quote the price tiers. */
export function EstimatorLink({ className = '' }: { className?: string }) {
  return (
    <p className={`mt-6 ${className}`}>
      <Link
        href={paths.costEstimator}
        className="inline-flex min-h-12 items-center font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
      >
        Work out a range for your own project with our cost estimator
      </Link>
    </p>
  )
}
