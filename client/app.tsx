import { Suspense } from 'react'
import { Router, useLocation } from 'wouter'
import type { PageRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'
import { NotFoundCard } from './components/not-found-card'
import { PageErrorBoundary } from './components/page-error-boundary'
import { MAIN_ID, SiteLayout } from './components/layout/site-layout'
import { useDocumentHead } from './lib/document-head'
import { findRoute } from './lib/routes'
import { PageShown } from './lib/page-shown'
import { useRouteChangeFocus, useViewCountedOnMove } from './lib/route-change'
import { pageComponents } from './pages/page-components'

const loadingPage = (
  <p className="mx-auto max-w-5xl px-4 py-16 text-lg text-muted">Loading page...</p>
)

function Page({ route }: { route: PageRoute }) {
  const Component = pageComponents[route.template]
  return (
    <PageErrorBoundary key={route.path} path={route.path}>
      <Suspense fallback={loadingPage}>
        <Component route={route} />
        <PageShown />
      </Suspense>
    </PageErrorBoundary>
  )
}

/** The page at a path. Moving to a page this one did not link may wait for the registry. */
function PageAt({ path }: { path: string }) {
  const route = findRoute(path)
  useDocumentHead(route)
  return route ? (
    <Page route={route} />
  ) : (
    <>
      <NotFoundCard />
      <PageShown />
    </>
  )
}

function Site() {
  const [location] = useLocation()
  const path = canonicalPath(location)
  useRouteChangeFocus(path, MAIN_ID)
  useViewCountedOnMove(path)
  return (
    <SiteLayout path={path}>
      <Suspense fallback={loadingPage}>
        <PageAt path={path} />
      </Suspense>
    </SiteLayout>
  )
}

/** The whole site. `ssrPath` is set by the prerender; in the browser the location is read. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Site />
    </Router>
  )
}
