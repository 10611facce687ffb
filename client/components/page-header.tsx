import type { ReactNode } from 'react'
import type { PageRoute } from '../../shared/routes'
import { Breadcrumbs } from './breadcrumbs'

/** Breadcrumbs, the page's one <h1> and its lead paragraph. */
export function PageHeader({ route, children }: { route: PageRoute; children?: ReactNode }) {
  return (
    <div className="bg-sand">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <Breadcrumbs route={route} />
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{route.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{route.description}</p>
        {children}
      </div>
    </div>
  )
}
