/**
 * The site as WebAuthn and the session cookie see it, all read from SITE_URL: passkeys are bound
 * to its host name, answers must come from its origin, and its cookie is Secure under https.
 */
import { business } from '../../shared/business'

export type RelyingParty = {
  /** the passkeys' relying party id: SITE_URL's host name (localhost in tests) */
  id: string
  /** what a browser shows beside the passkey */
  name: string
  /** SITE_URL's origin: where the desk's page runs, and so where every ceremony must happen */
  origin: string
  /** SITE_URL as configured, for links */
  siteUrl: string
  /** send the session cookie over https only */
  secure: boolean
}

/** The relying party of a site URL (normalized, as the configuration holds it). */
export function relyingParty(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl)
  return {
    id: url.hostname,
    name: business.name,
    origin: url.origin,
    siteUrl,
    secure: url.protocol === 'https:',
  }
}
