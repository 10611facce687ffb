/**
 * Where a visit began, as the page's script notes it on the first page a tab opens: that page,
 * the other site's host (never its address), the campaign tags and an ad click. No identifier:
 * the same note fits every visitor who came the same way. It travels with a request as one
 * URL-encoded form field, so a JSON request and a form with photos carry it alike.
 *
 * No zod and no character lists here: the page's entry script reads this module, and it stays
 * small (shared/lead-source.ts is the server's strict reading of the same field).
 */

/** The request's field that carries the visit. */
export const SOURCE_FIELD = 'source'

/** The longest value of each kind, and of the whole field. */
export const VISIT_LIMITS = { path: 300, host: 253, tag: 100, field: 4000 } as const

export const AD_CLICKS = ['google-ads', 'microsoft-ads'] as const
export type AdClick = (typeof AD_CLICKS)[number]
export const DEVICES = ['phone', 'desktop'] as const
export type Device = (typeof DEVICES)[number]
export const DISPLAYS = ['home-screen', 'browser'] as const
export type Display = (typeof DISPLAYS)[number]

/** What the page says of its visit; every part may be missing. */
export type Visit = {
  firstPage?: string
  referrerHost?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  adClick?: AdClick
  device?: Device
  display?: Display
}

/** The click ids ad networks add to the address: only which network is kept, never the id. */
const AD_CLICK_PARAMETERS: Readonly<Record<string, AdClick>> = {
  gclid: 'google-ads',
  gbraid: 'google-ads',
  wbraid: 'google-ads',
  msclkid: 'microsoft-ads',
}

const CAMPAIGN_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
} as const

/** Schemes a browser or an app reports as a referrer (an Android app's is its package name). */
const REFERRER_SCHEMES = new Set(['http:', 'https:', 'android-app:'])

/**
 * A tag within its limit. The server's reading (shared/lead-source.ts) makes it one line without
 * hidden characters; this module stays without that list, for the entry's size.
 */
export function tagText(value: string): string {
  return value.trim().slice(0, VISIT_LIMITS.tag)
}

/**
 * The host of a referring address, lower case and without `www.`; undefined for none, for our
 * own host (a page of the site is no source) and for what is not a web or app address.
 */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return undefined
  }
  if (!REFERRER_SCHEMES.has(url.protocol)) return undefined
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return undefined
  return host.slice(0, VISIT_LIMITS.host)
}

/** The visit a tab's first page begins: its path, the other site's host, campaign tags, ad click. */
export function visitFromAddress(href: string, referrer: string): Visit {
  const url = new URL(href)
  const visit: Visit = { firstPage: url.pathname.slice(0, VISIT_LIMITS.path) }
  const host = referrerHostOf(referrer, url.hostname)
  if (host) visit.referrerHost = host
  for (const [parameter, key] of Object.entries(CAMPAIGN_PARAMETERS)) {
    const value = tagText(url.searchParams.get(parameter) ?? '')
    if (value) visit[key] = value
  }
  for (const [parameter, network] of Object.entries(AD_CLICK_PARAMETERS)) {
    if (url.searchParams.get(parameter)) visit.adClick ??= network
  }
  return visit
}

/**
 * The view beacon's body (POST paths.viewsApi): the page, the other site's host when a visit
 * arrived from one, and, for a view the service worker kept while offline, when it was read.
 */
export type PageViewBeacon = { path: string; referrerHost?: string; readAt?: string }

/** The visit as the request's field carries it. */
export function encodeVisit(visit: Visit): string {
  const fields = new URLSearchParams()
  for (const [key, value] of Object.entries(visit)) if (value) fields.set(key, value)
  return fields.toString()
}
