/**
 * The page view beacon: one small POST per page view, after the page is on screen, counted by
 * our own server per page and day (POST /api/views). Nothing about the visitor goes with it:
 * the page, and the other site's host when the visit arrived from one. Not sent at all when the
 * browser asks not to be tracked (Global Privacy Control, Do Not Track). Offline, the service
 * worker keeps it and sends it on later.
 */
import { paths } from '../../shared/paths'
import { referrerHostOf, type PageViewBeacon } from '../../shared/visit-source'

/** Whether the visitor's browser asks sites not to track them. */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1'
}

/**
 * Counts a view of `pathname` (as the server answers it: without a trailing slash);
 * `withReferrer` on the page a browser loaded (the referrer is where that load came from), not
 * after a move within the site.
 */
export function countPageView(pathname: string, withReferrer: boolean): void {
  if (optedOut()) return
  const referrerHost = withReferrer
    ? referrerHostOf(document.referrer, location.hostname)
    : undefined
  const beacon: PageViewBeacon = {
    path: pathname,
    ...(referrerHost ? { referrerHost } : {}),
  }
  // keepalive: a view sent as the visitor leaves still arrives
  fetch(paths.viewsApi, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(beacon),
  }).catch(() => {})
}
