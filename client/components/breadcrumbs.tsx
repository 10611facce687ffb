import { Link } from 'wouter'
import type { PageRoute } from '../../shared/routes'
import { breadcrumbTrail } from '../lib/routes'

/** The breadcrumb trail from home to the current page, built from the route registry. */
export function Breadcrumbs({ route }: { route: PageRoute }) {
  const trail = breadcrumbTrail(route)
  if (trail.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="text-brand underline-offset-2 hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
