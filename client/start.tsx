import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ROUTE_SLICE_ID, type RouteSlice } from '../shared/route-slice'
import { canonicalPath } from '../shared/site-url'
import { App } from './app'
import { captureStaticHtml } from './components/static-html'
import { installSlice, knownRoute, loadRegistry } from './lib/routes'
import { hydrationContent } from './content/loaders'
import { pageLoaders } from './pages/page-components'
import { applyWholeStylesheet } from './lib/whole-stylesheet'

// client/main.tsx loads this module when the visitor first does something with the page

/** Resolves once React has hydrated the page, its content included. */
export { firstPageShown as hydrated } from './lib/page-shown'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The routes the page was prerendered with; without them (the dev server), the whole registry.
const written = document.getElementById(ROUTE_SLICE_ID)?.textContent
if (written) installSlice(JSON.parse(written) as RouteSlice)
else await loadRegistry()

// Fetch the current page's code before hydrating, so the prerendered HTML is hydrated as it is
// and never swapped for 'Loading page...'. Its written text needs no fetch (StaticHtml). The
// whole stylesheet applies first: what React shows next may need more than the page's styles.
const route = knownRoute(canonicalPath(window.location.pathname))
await Promise.all([
  applyWholeStylesheet(),
  ...(route ? [pageLoaders[route.template](), hydrationContent(route)] : []),
])

// the whole registry as soon as the visitor reaches for a link, so the next page rarely waits
for (const intent of ['pointerdown', 'focusin', 'mouseover'] as const) {
  window.addEventListener(intent, () => void loadRegistry(), { once: true, passive: true })
}

if (container.firstElementChild) {
  // written text is hydrated from its prerendered HTML, not from its content module
  captureStaticHtml(container)
  hydrateRoot(container, app)
} else createRoot(container).render(app)
