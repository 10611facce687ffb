import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { business } from '../shared/business'
import { OG_IMAGE } from '../shared/page-head'
import { articleBodies } from '../.content/bodies/blog'
import { articles } from '../shared/catalog/articles'
import { routes, findRoute } from '../shared/routes'
import { services } from '../shared/catalog/services'
import { paths } from '../shared/paths'
import { servicePageLoaders } from '../.content/loaders/service-pages'
import { figures } from '../.content/catalog/figures'
import { FINISHES, REGIONS, tierText } from '../shared/estimator/estimate'
import { readBuildInfo } from '../server/build-info'
import { readPage, requireDist, splitHead } from './dist-files'

const dist = requireDist()
const siteUrl = readBuildInfo()?.siteUrl ?? 'http://localhost:5000'

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern, 'g'))?.length ?? 0
}

function decode(text: string): string {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
}

function jsonLd(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

describe('prerendered pages in dist/', () => {
  it('writes the blog feed with every article in full, linked from every head and the blog index', () => {
    const feed = readFileSync(join(dist, 'blog', 'rss.xml'), 'utf8')
    const items = feed.split('<item>').slice(1)
    expect(items).toHaveLength(articles.length)
    for (const article of articles) {
      const item = items.find((i) => i.includes(`<link>${siteUrl}/blog/${article.slug}</link>`))
      expect(item, article.slug).toBeDefined()
      const body = articleBodies.find((b) => b.id === article.slug)!
      // full text: every section heading of the article is in its item
      for (const section of body.sections) {
        expect(decode(item!)).toContain(`<h2>${section.heading}</h2>`)
      }
    }
    const dates = items.map((i) => Date.parse(i.match(/<pubDate>(.*?)<\/pubDate>/)![1]!))
    expect(dates).toEqual([...dates].sort((x, y) => y - x))
    const alternate = `<link rel="alternate" type="application/rss+xml"`
    for (const path of ['/', '/blog', `/blog/${articles[0]!.slug}`]) {
      expect(splitHead(readPage(path)).head).toContain(alternate)
    }
    expect(splitHead(readPage('/blog')).body).toContain('href="/blog/rss.xml"')
  })

  it('links every Westchester town page from the Westchester hub itself, not only after a fetch', () => {
    const { body } = splitHead(readPage('/westchester'))
    const towns = routes.filter((r) => r.template === 'town')
    expect(towns.length).toBeGreaterThan(0)
    for (const town of towns) expect(body).toContain(`href="${town.path}"`)
    expect(body).not.toContain('Loading towns...')
  })

  it.each(routes.map((r) => [r.path, r] as const))(
    '%s has its content and its own head',
    (path, route) => {
      const html = readPage(path)
      const { head, body } = splitHead(html)

      expect(count(html, /<title>/), 'one <title>').toBe(1)
      expect(decode(head.match(/<title>(.*?)<\/title>/)![1]!)).toBe(
        `${route.title} | ${business.name}`,
      )
      expect(decode(head)).toContain(`<meta name="description" content="${route.description}">`)
      expect(head).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}">`)
      expect(head).toMatch(/<meta property="og:title" content="[^"]+">/)
      expect(head).toMatch(/<meta property="og:url" content="http[^"]+">/)
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image">/)
      expect(
        count(body, /<title>|<meta |rel="canonical"|application\/ld\+json/),
        'head tags in body',
      ).toBe(0)

      const nodes = jsonLd(head)
      const businessNode = nodes.find((n) => n['@id'] === `${siteUrl}/#business`)
      expect(businessNode).toMatchObject({ name: business.name, priceRange: business.priceRange })

      expect(count(body, /<h1[ >]/), 'one <h1>').toBe(1)
      expect(decode(body)).toContain(`${route.heading}</h1>`)
      expect(body).not.toContain('Loading page...')
    },
  )

  it('has no two pages with the same HTML body', () => {
    const bodies = new Set(routes.map((r) => splitHead(readPage(r.path)).body))
    expect(bodies.size).toBe(routes.length)
  })

  it('links only to registered pages or files in dist/', () => {
    const broken = new Set<string>()
    for (const route of routes) {
      for (const [, href] of readPage(route.path).matchAll(/href="(\/[^"#?]*)/g)) {
        const ok = findRoute(href!) || existsSync(join(dist, href!))
        if (!ok) broken.add(`${route.path} → ${href}`)
      }
    }
    expect([...broken]).toEqual([])
  })
})

describe('site files in dist/', () => {
  it('lists every indexable page in sitemap.xml, each with its file', () => {
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!)
    const expected = routes
      .filter((r) => r.indexable)
      .map((r) => `${siteUrl}${r.path === '/' ? '/' : r.path}`)
    expect(locs).toEqual(expected)
    for (const loc of locs) {
      const path = loc.slice(siteUrl.length) || '/'
      expect(existsSync(join(dist, path, 'index.html')), loc).toBe(true)
    }
    expect(locs).not.toContain(`${siteUrl}/thank-you`)
  })

  it('has the share picture every page names', () => {
    expect(readPage('/')).toContain(
      `<meta property="og:image" content="${siteUrl}${OG_IMAGE.path}">`,
    )
    expect(existsSync(join(dist, OG_IMAGE.path))).toBe(true)
  })

  it('names the sitemap in robots.txt and keeps crawlers out of the API', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(robots).toContain('Disallow: /api/')
  })

  // a written cost guide's link is the build's rule (scripts/content/site-rules.ts); these
  // pages quote the price tiers from their template, which links the estimator
  it('links to the cost estimator from the pages whose template quotes the price tiers', () => {
    const laidOutServices = services
      .filter((s) => s.slug in servicePageLoaders)
      .map((s) => paths.service(s.slug, 'parentSlug' in s ? s.parentSlug : undefined))
    expect(laidOutServices.length).toBeGreaterThan(0)
    const pages = ['/', paths.estimate, ...laidOutServices]
    for (const path of pages) {
      expect(readPage(path), path).toContain('href="/cost-estimator"')
    }
    // the header's navigation stays as the specification gives it
    const { body } = splitHead(readPage('/'))
    const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? ''
    expect(nav).not.toContain('/cost-estimator')
  })

  it('prerenders the cost estimator with its figures as tables, for a page read without script', () => {
    const { body } = splitHead(readPage(paths.costEstimator))
    const cells = [...decode(body).matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1])
    const tiers = (['kitchen', 'bathroom'] as const).flatMap((room) =>
      FINISHES.map((finish) => tierText(figures, room, finish)),
    )
    const regionKitchens = REGIONS.flatMap((region) => figures[`${region}.kitchen`] ?? [])
    expect(regionKitchens.length).toBeGreaterThan(0)
    for (const figure of [...tiers, ...regionKitchens]) expect(cells, figure).toContain(figure)
    expect(decode(body)).toContain('A range from our published figures, not a quote')
  })

  it('points the WebSite record’s search action at the search page', () => {
    const site = jsonLd(splitHead(readPage('/')).head).find((node) => node['@type'] === 'WebSite')
    expect(JSON.stringify(site)).toContain(
      `"urlTemplate":"${siteUrl}/search?q={search_term_string}"`,
    )
  })

  it('keeps the owner’s editor out of every public page, the sitemap, the precache and search', () => {
    for (const route of routes) {
      const html = readPage(route.path)
      expect(html, route.path).not.toMatch(/\/admin\b|decap/i)
    }
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).not.toMatch(/admin\/|decap-cms/)
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain('Disallow: /admin/')
    const editor = readFileSync(join(dist, 'admin', 'index.html'), 'utf8')
    expect(editor).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(editor).toContain('src="/admin/decap-cms.js"')
  })

  it('has a 404 page with its fixed texts, kept out of search', () => {
    const html = readFileSync(join(dist, '404.html'), 'utf8')
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Did you forget to add the page to the router?')
    expect(html).toContain('<meta name="robots" content="noindex, follow">')
    expect(html).not.toContain('rel="canonical"')
  })

  it('keeps the thank-you page out of search', () => {
    expect(readPage('/thank-you')).toContain('<meta name="robots" content="noindex, follow">')
  })
})

describe('route slices in dist/', () => {
  it.each(routes.map((r) => [r.path, r] as const))(
    '%s carries its own route and its breadcrumb trail, as the registry has them',
    (path, route) => {
      const found = readPage(path).match(
        /<script type="application\/json" id="route-slice">(.*?)<\/script>/s,
      )
      expect(found, 'a route slice').not.toBeNull()
      const slice = JSON.parse(found![1]!) as { routes: { path: string }[] }
      for (let at: string | undefined = path; at; at = findRoute(at)!.parent) {
        expect(slice.routes).toContainEqual(findRoute(at))
      }
      expect(route.path).toBe(path)
    },
  )
})
