import { business, localBusinessJsonLd } from './business'
import type { PageRoute } from './routes'
import { absoluteUrl, BLOG_FEED_PATH } from './site-url'
import { pageJsonLd } from './structured-data'
import { escapeHtml } from './escape-html'

/** What goes into a page's <head>: the prerender writes it, the client keeps it current. */
export type PageHead = {
  title: string
  description: string
  /** absent on the 404 page, which has no address of its own */
  canonical?: string
  robots: string
  ogType: 'website' | 'article'
  jsonLd: Record<string, unknown>[]
  /** the priority (LCP) image, fetched early with high priority; `media`: only where it matches */
  preload?: { imageSrcSet: string; imageSizes: string; type: string; media?: string }
}

/** Document title with the brand, e.g. 'Quartz vs Granite | Chappaqua Kitchen & Bath'. */
export function documentTitle(title: string): string {
  return `${title} | ${business.name}`
}

/** The head of a registered page. */
export function pageHead(route: PageRoute, siteUrl: string): PageHead {
  return {
    title: documentTitle(route.title),
    description: route.description,
    canonical: absoluteUrl(siteUrl, route.path),
    robots: route.indexable ? 'index, follow' : 'noindex, follow',
    ogType: route.template === 'article' ? 'article' : 'website',
    jsonLd: pageJsonLd(route, siteUrl),
  }
}

/** The head of the 404 page: never indexed, no canonical of its own. */
export function notFoundHead(siteUrl: string): PageHead {
  return {
    title: documentTitle('404 Page Not Found'),
    description: 'The page you asked for is not on our site. Start again from the home page.',
    robots: 'noindex, follow',
    ogType: 'website',
    // every page carries the business record, the 404 page too
    jsonLd: [localBusinessJsonLd(siteUrl)],
  }
}

/** The share picture drawn by scripts/og-image.ts. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const

/** JSON for an inline script: `<` escaped so no string can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The head as HTML, for the prerender to place inside <head>. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${head.robots}">`,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(siteUrl, OG_IMAGE.path))}">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    // the blog's feed, for readers that look for one on any page
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${business.name} blog`)}" href="${escapeHtml(absoluteUrl(siteUrl, BLOG_FEED_PATH))}">`,
    head.preload
      ? `<link rel="preload" as="image" type="${head.preload.type}" fetchpriority="high" ` +
        `imagesrcset="${escapeHtml(head.preload.imageSrcSet)}" imagesizes="${escapeHtml(head.preload.imageSizes)}"` +
        (head.preload.media ? ` media="${escapeHtml(head.preload.media)}">` : '>')
      : '',
    ...head.jsonLd.map((node) => `<script type="application/ld+json">${scriptJson(node)}</script>`),
  ]
  return tags.filter(Boolean).join('\n    ')
}
