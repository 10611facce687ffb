import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { findRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'
import { App } from './app'
import { captureInstallPrompt } from './pwa/install-prompt'
import { loadPagesInFullWhenOffline } from './pwa/offline-links'
import { captureStaticHtml } from './components/static-html'
import { pageLoaders } from './pages/page-components'
import './styles.css'

// the browser may offer installation before React is up
captureInstallPrompt()
loadPagesInFullWhenOffline()

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Fetch the current page's code before hydrating, so the prerendered HTML is hydrated as it is
// and never swapped for 'Loading page...'. Its written text needs no fetch (StaticHtml).
const route = findRoute(canonicalPath(window.location.pathname))
if (route) await pageLoaders[route.template]()

if (container.firstElementChild) {
  // written text is hydrated from its prerendered HTML, not from its content module
  captureStaticHtml(container)
  hydrateRoot(container, app)
} else createRoot(container).render(app)

// the heavy widgets (service worker, analytics) never compete with the page: they load when
// the browser is idle, and a failure to load them is ignored (spec 7)
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
whenIdle(() => {
  import('./widgets/heavy-widgets').then((m) => m.startHeavyWidgets()).catch(() => {})
})
