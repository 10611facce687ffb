/** The address of the local server of `npm start` on a port. */
export const localSiteUrl = (port: number) => `http://localhost:${port}`

/** The site's public origin when neither SITE_URL nor PORT is set. */
export const DEFAULT_SITE_URL = localSiteUrl(5000)

/** Trims a configured site URL to its origin-plus-base form without a trailing slash. */
export function normalizeSiteUrl(raw: string): string {
  const url = new URL(raw)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`must start with http:// or https:// (got ${url.protocol})`)
  }
  if (url.search || url.hash) throw new Error('must not carry a query or a fragment')
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** The absolute URL of a site path, as written in canonical links and the sitemap. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}

/**
 * Our one trailing-slash policy: no trailing slash, except the root. `/services/kitchens/`
 * is redirected to `/services/kitchens`.
 */
export function canonicalPath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return pathname
}

/** The blog's RSS feed, written by the prerender (scripts/blog-feed.ts). */
export const BLOG_FEED_PATH = '/blog/rss.xml'
