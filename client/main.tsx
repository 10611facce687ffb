/**
 * The one script a page asks for up front, and a small one. The page is complete HTML; what
 * must answer the first tap (the menu, the before/after slider) works from here, and React
 * (client/start.tsx) comes down the wire when the visitor first does something with the page
 * (client/early/hydrate-on-interaction.ts), never for a visit that only reads. It comes at once to a page opened with a query (the
 * estimator's choices, a search: what the prerender could not know) and to a page marked to
 * run on arrival (HydrateAtLoad).
 */
import { subscribeToToasts } from './components/ui/toast-store'
import { startBeforeAfter } from './early/before-after'
import { HYDRATE_AT_LOAD, hydrateOnInteraction } from './early/hydrate-on-interaction'
import { startMobileMenu } from './early/mobile-menu'
import { captureInstallOffer } from './pwa/install-offer'
import { loadPagesInFullWhenOffline } from './pwa/offline-links'

// the browser may offer installation before React is up
captureInstallOffer()
loadPagesInFullWhenOffline()
startMobileMenu()
startBeforeAfter()

const hydrateNow = hydrateOnInteraction(
  () => import('./start').then((start) => start.hydrated),
  window.location.search !== '' || document.querySelector(`[${HYDRATE_AT_LOAD}]`) !== null,
)
// a message (a new version, a queued request delivered) is shown by React: it comes at once
subscribeToToasts(hydrateNow)

// the service worker (and the Google tag, when configured) start when the browser is idle; a
// failure to load them is ignored
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
whenIdle(() => {
  import('./widgets/heavy-widgets').then((m) => m.startHeavyWidgets()).catch(() => {})
})
