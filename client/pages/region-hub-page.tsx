import { childrenOf } from '../../shared/routes'
import { CallToAction } from '../components/call-to-action'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import { WestchesterTownList } from '../features/towns/town-list'
import { useIsClient } from '../lib/use-is-client'
import type { PageProps } from './page-components'

/** A regional hub (spec 2.5). Westchester lists its towns from GET /api/towns. */
export default function RegionHubPage({ route }: PageProps) {
  const isClient = useIsClient()
  const pages = childrenOf(route.path).filter((r) => r.template !== 'town')
  return (
    <div data-testid={`page-${route.contentId}-hub`}>
      <PageHeader route={route} />
      <div className="mx-auto max-w-5xl px-4 pb-14">
        {route.contentId === 'westchester' && (
          <section aria-labelledby="westchester-towns" className="mt-10">
            <h2 id="westchester-towns" className="text-2xl font-bold">
              Westchester towns we work in
            </h2>
            <div className="mt-4">
              {isClient ? <WestchesterTownList /> : <p className="text-muted">Loading towns...</p>}
            </div>
          </section>
        )}
        <LinkList id="region-pages" title="In this region" routes={pages} />
      </div>
      <CallToAction />
    </div>
  )
}
