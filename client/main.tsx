/**
 * The one script a page asks for up front, and a small one: the page is complete HTML, so it is
 * painted first, its hero image loaded, and only then does React (client/start.tsx) come down
 * the wire to hydrate it. On a slow phone connection the stylesheet and the hero image get the
 * bandwidth; the scripts follow.
 */
import { captureInstallOffer } from './pwa/install-offer'
import { loadPagesInFullWhenOffline } from './pwa/offline-links'
import './styles.css'

/** Longest the first paint may hold hydration back (a page with nothing to paint, say). */
const PAINT_WAIT_MS = 2000
/** Longest a slow hero image may hold hydration back. */
const HERO_WAIT_MS = 3000

// the browser may offer installation before React is up
captureInstallOffer()
loadPagesInFullWhenOffline()

/** Resolves once the browser has painted the page's text (rendering waits for the stylesheet). */
function afterFirstPaint(): Promise<void> {
  // a tab opened in the background paints nothing until it is shown
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect()
      resolve()
    }
    let observer: PerformanceObserver | undefined
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done()
      })
      observer.observe({ type: 'paint', buffered: true })
    } else requestAnimationFrame(() => setTimeout(done, 0))
    setTimeout(done, PAINT_WAIT_MS)
  })
}

/** Resolves when the page's preloaded hero image has loaded (or failed), or after a while. */
function afterHeroImage(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!hero || hero.complete) return Promise.resolve()
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true })
    hero.addEventListener('error', () => resolve(), { once: true })
    setTimeout(resolve, HERO_WAIT_MS)
  })
}

await afterFirstPaint()
await afterHeroImage()
await import('./start')
