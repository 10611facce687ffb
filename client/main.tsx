import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { findRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'
import { App } from './app'
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
