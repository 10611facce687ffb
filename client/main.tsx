import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { findRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'
import { App } from './app'
import { loadAnalytics } from './lib/analytics'
import { pageLoaders } from './pages/page-components'
import './styles.css'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Fetch the current page's code before hydrating, so the prerendered HTML is hydrated as it is
// and never swapped for 'Loading page...'.
const route = findRoute(canonicalPath(window.location.pathname))
if (route) await pageLoaders[route.template]()

if (container.firstElementChild) hydrateRoot(container, app)
else createRoot(container).render(app)

// analytics never competes with the page: loaded when the browser is idle, if configured at all
if (__GTAG_ID__) {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000))
  whenIdle(() => loadAnalytics())
}
