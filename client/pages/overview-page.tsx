import { childrenOf, routeByPath, type PageRoute } from '../../shared/routes'
import { CallToAction } from '../components/call-to-action'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-components'

const RELATED_COUNT = 6

/** Pages next to this one under the same parent: a few before and after it, in registry order. */
function neighbours(route: PageRoute): PageRoute[] {
  if (!route.parent) return []
  const siblings = childrenOf(route.parent)
  const index = siblings.indexOf(route)
  const around = [...siblings.slice(index + 1), ...siblings.slice(0, index)]
  return around.slice(0, RELATED_COUNT)
}

/**
 * A page of the registry shown by its heading, lead, the pages below it and the pages beside
 * it: every template uses it until its full body is written.
 */
export default function OverviewPage({ route }: PageProps) {
  const parent = route.parent ? routeByPath.get(route.parent) : undefined
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-5xl px-4 pb-14">
        <LinkList id="section-pages" title="In this section" routes={childrenOf(route.path)} />
        <LinkList
          id="related-pages"
          title={parent ? `More in ${parent.label}` : 'Related pages'}
          routes={neighbours(route)}
        />
      </div>
      <CallToAction />
    </>
  )
}
