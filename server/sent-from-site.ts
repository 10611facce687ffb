/**
 * Whether a request was sent by one of the site's own pages, as the browser tells it: by
 * Sec-Fetch-Site where it sends one (every current browser), else by an Origin equal to the
 * site's. Another site's page can post a form to us; this is how such a post is told apart. The
 * browser's own word comes first, so a server reached under another address than SITE_URL (a
 * test, a proxy) still knows its own pages.
 */
import type { Request } from 'express'

export function sentFromSite(req: Request, siteOrigin: string | undefined): boolean {
  const site = req.get('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin'
  return siteOrigin !== undefined && req.get('origin') === siteOrigin
}
