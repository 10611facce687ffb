import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import type { RouteSlice } from '../shared/route-slice'
import * as registry from '../shared/routes'
import { App } from './app'
import { adoptWholeRegistry } from './lib/routes'
import { routeSliceRecorder } from './lib/route-slice-recorder'

const recorder = routeSliceRecorder()
adoptWholeRegistry(registry, recorder)

/**
 * The HTML of one page's #root, and the routes it looked up. prerender waits for the
 * lazy page (renderToString would write the 'Loading page...' fallback instead). An unlimited
 * progressive chunk size keeps every Suspense boundary inline: React would otherwise move a
 * large page body to the end of the document behind an inline script, which our CSP blocks and
 * crawlers may not run.
 */
export async function renderPage(path: string): Promise<{ html: string; slice: RouteSlice }> {
  recorder.take() // start the page with an empty record
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  // what the page looked up goes into it, for hydration (client/lib/routes.ts)
  return { html, slice: recorder.take() }
}

export { headFor } from './page-metadata'
export { routes } from '../shared/routes'
