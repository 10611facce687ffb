import { Suspense } from 'react'
import { Router, useLocation } from 'wouter'
import { findRoute, type PageRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'
import { NotFoundCard } from './components/not-found-card'
import { PageErrorBoundary } from './components/page-error-boundary'
import { MAIN_ID, SiteLayout } from './components/layout/site-layout'
import { useDocumentHead } from './lib/document-head'
import { useRouteChangeFocus } from './lib/route-change'
import { pageComponents } from './pages/page-components'

function Page({ route }: { route: PageRoute }) {
  const Component = pageComponents[route.template]
  return (
    <PageErrorBoundary key={route.path} path={route.path}>
      <Suspense
        fallback={
          <p className="mx-auto max-w-5xl px-4 py-16 text-lg text-muted">Loading page...</p>
        }
      >
        <Component route={route} />
      </Suspense>
    </PageErrorBoundary>
  )
}

function Site() {
  const [location] = useLocation()
  const path = canonicalPath(location)
  const route = findRoute(path)
  useDocumentHead(route)
  useRouteChangeFocus(path, MAIN_ID)
  return <SiteLayout path={path}>{route ? <Page route={route} /> : <NotFoundCard />}</SiteLayout>
}

/** The whole site. `ssrPath` is set by the prerender; in the browser the location is read. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Site />
    </Router>
  )
}
