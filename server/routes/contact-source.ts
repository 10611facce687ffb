/**
 * Where a contact request came from. The page's script sends the visit it noted on the tab's
 * first page; a request without it (the browser sent the form itself, no script ran) still says
 * what the request itself shows: the page it was sent from, or another site's host, by its
 * Referer. The service worker marks a request it saved on the device and sent later.
 */
import type { Request } from 'express'
import { SENT_OFFLINE_HEADER } from '../../shared/contact-request'
import { readVisit, type LeadSource } from '../../shared/lead-source'
import { findRoute } from '../../shared/routes'
import { referrerHostOf } from '../../shared/visit-source'

/** The request's source, and the page it was sent from as its Referer names it. */
export type RequestSource = { source: LeadSource; refererPage?: string }

/** Our own host: SITE_URL's, else the one the request was addressed to. */
function ownHost(req: Request, siteOrigin: string | undefined): string {
  if (siteOrigin) return new URL(siteOrigin).hostname
  return req.hostname
}

/** The page a Referer names, when it is one of the site's (the caller knows it is ours). */
function pageOf(referer: string): string | undefined {
  try {
    const { pathname } = new URL(referer)
    return findRoute(pathname) ? pathname : undefined
  } catch {
    return undefined
  }
}

/** The source of a request: the visit its page sent, else the request's own Referer. */
export function requestSource(
  req: Request,
  field: string | undefined,
  siteOrigin: string | undefined,
): RequestSource {
  const sentOffline = req.get(SENT_OFFLINE_HEADER) === '1' ? { sentOffline: true } : {}
  const visit = readVisit(field)
  if (Object.keys(visit).length > 0) return { source: { ...visit, ...sentOffline } }
  const referer = req.get('referer') ?? ''
  const referrerHost = referrerHostOf(referer, ownHost(req, siteOrigin))
  const page = referrerHost ? undefined : pageOf(referer)
  return {
    source: { ...(referrerHost ? { referrerHost } : {}), ...sentOffline },
    ...(page ? { refererPage: page } : {}),
  }
}
