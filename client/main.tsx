/**
 * The page's entry, and a small one. The page is complete HTML and its inline loader
 * (client/early/entry-loader.ts) brings this script after the largest paint, or sooner when the page
 * or the visitor needs it; the controls that need code work from here, and React
 * (client/start.tsx) comes when the visitor first does something with the page. What happens
 * before React, and when it takes over, is written in client/early/before-react.ts.
 */
import { paths } from '../shared/paths'
import { subscribeToToasts } from './components/ui/toast-store'
import { startBeforeAfter } from './early/before-after'
import { startBeforeReact, type HydrateWhen } from './early/before-react'
import { hydratesAtOnce } from './early/early-rules'
import { startMobileMenu } from './early/mobile-menu'
import { startNativeForms } from './early/native-forms'
import { startRequestDialogs } from './early/request-dialog'
import { captureInstallOffer } from './pwa/install-offer'
import { loadPagesInFullWhenOffline } from './pwa/offline-links'
import { countPageView } from './lib/page-view'
import { noteVisit } from './lib/visit-source'

// the browser may offer installation before React is up
captureInstallOffer()
// where the tab's visit began, for the requests it sends (its first page only)
noteVisit()
loadPagesInFullWhenOffline()
startMobileMenu()
startBeforeAfter(window.__beforeEntry?.slid)
startRequestDialogs()
startNativeForms()

function hydrateWhen(): HydrateWhen {
  // the server's answer to a form the browser sent itself has the form's address, not a page's
  if (window.location.pathname === paths.contactApi) return 'never'
  // a query is what the prerender could not know (the estimator's choices, a search)
  if (hydratesAtOnce()) return 'now'
  return 'on-interaction'
}

// from here on this script holds what needs React and listens for intent; the loader stops
const beforeEntry = window.__beforeEntry ?? {}
window.__beforeEntry = null
const hydrateNow = startBeforeReact(
  () => import('./start').then((start) => start.hydrated),
  hydrateWhen(),
  beforeEntry,
)
// a message (a new version, a queued request delivered) is shown by React: it comes at once
subscribeToToasts(hydrateNow)

// the service worker (and the Google tag, when configured) start once the page has loaded and
// the browser is idle: before that, what they fetch would compete with the page's first pictures.
// A failure to load them is ignored.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
// the page's view is counted once it is on screen: after load, and after the next frame is drawn
afterLoad(() =>
  requestAnimationFrame(() => setTimeout(() => countPageView(location.pathname, true))),
)
afterLoad(() =>
  whenIdle(() => {
    import('./widgets/heavy-widgets').then((m) => m.startHeavyWidgets()).catch(() => {})
  }),
)
