/**
 * Google tag events after a lead: the Ads conversion and GA4's generate_lead, once per
 * lead id. gtag.js is loaded only when an id was configured at build time (GTAG_ID); without one
 * there is no window.gtag and the calls are skipped.
 */
type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    gtag?: Gtag
    dataLayer?: unknown[]
  }
}

const TRACKED_KEY = 'tracked-leads'

function trackedLeads(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(TRACKED_KEY) ?? '[]') as string[])
  } catch {
    return new Set()
  }
}

/** Sends the conversion and generate_lead events for a delivered lead, at most once per lead. */
export function trackLead(leadId: string): void {
  const tracked = trackedLeads()
  if (tracked.has(leadId)) return
  tracked.add(leadId)
  try {
    sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...tracked]))
  } catch {
    // private mode without storage: the in-page guard below still holds for this page
  }
  const gtag = window.gtag
  if (typeof gtag !== 'function') return
  gtag('event', 'conversion', {
    ...(__ADS_SEND_TO__ ? { send_to: __ADS_SEND_TO__ } : {}),
    transaction_id: leadId,
  })
  gtag('event', 'generate_lead', { method: 'website_form', transaction_id: leadId })
}

/** Loads gtag.js when the build was given an id; safe to call more than once. */
export function loadAnalytics(): void {
  if (!__GTAG_ID__ || window.gtag) return
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', __GTAG_ID__)
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(__GTAG_ID__)}`
  document.head.append(script)
}
