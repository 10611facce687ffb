import { business, businessId, localBusinessJsonLd } from './business'
import { breadcrumbTrail, type PageRoute } from './routes'
import { absoluteUrl } from './site-url'

type JsonLd = Record<string, unknown>

/** BreadcrumbList for a page below the home page. */
export function breadcrumbJsonLd(route: PageRoute, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(route).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

/** The @id of a page's WebPage node, so other nodes about the page add to it. */
export function webPageId(siteUrl: string, path: string): string {
  return `${absoluteUrl(siteUrl, path)}#webpage`
}

/** WebPage node tying the page to the business by @id instead of repeating it. */
export function webPageJsonLd(route: PageRoute, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': webPageId(siteUrl, route.path),
    url: absoluteUrl(siteUrl, route.path),
    name: route.title,
    description: route.description,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: business.name, url: absoluteUrl(siteUrl, '/') },
    about: { '@id': businessId(siteUrl) },
  }
}

/** Every JSON-LD node a page carries: the business on every page, then the page's own. */
export function pageJsonLd(route: PageRoute, siteUrl: string): JsonLd[] {
  const nodes: JsonLd[] = [localBusinessJsonLd(siteUrl), webPageJsonLd(route, siteUrl)]
  if (route.parent) nodes.push(breadcrumbJsonLd(route, siteUrl))
  return nodes
}
