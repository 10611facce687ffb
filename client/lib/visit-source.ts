/**
 * Where this tab's visit began, kept in the tab's own storage (sessionStorage: gone when the tab
 * closes, never sent anywhere by itself) until a request is sent with it. Noted once, on the
 * tab's first page, by the entry script after the first paint; no cookie, no identifier.
 */
import { encodeVisit, visitFromAddress } from '../../shared/visit-source'

/** The tab's storage key of the visit (the browser tests read it too). */
export const VISIT_KEY = 'visit-source'

/** Notes where the visit began, unless this tab has already: the first page counts. */
export function noteVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY) !== null) return
    sessionStorage.setItem(
      VISIT_KEY,
      encodeVisit(visitFromAddress(location.href, document.referrer)),
    )
  } catch {
    // storage switched off: requests go without the visit, and count as "not known"
  }
}

/** A phone: a finger for a pointer and a screen narrower than a tablet's, whichever way held. */
const isPhone = () =>
  matchMedia('(pointer: coarse)').matches && Math.min(screen.width, screen.height) < 600

/** Opened from the Home Screen (or as an installed app), not in a browser tab. */
const fromHomeScreen = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/** The request's source field: where the visit began, and this device's kind and display. */
export function visitField(): string {
  let began = ''
  try {
    began = sessionStorage.getItem(VISIT_KEY) ?? ''
  } catch {
    // as above
  }
  const field = new URLSearchParams(began)
  field.set('device', isPhone() ? 'phone' : 'desktop')
  field.set('display', fromHomeScreen() ? 'home-screen' : 'browser')
  return field.toString()
}
