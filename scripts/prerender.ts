import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { IMAGE_DIR, imagePath, parseImageFileName } from '../shared/image-file'
import { pageFile } from '../shared/page-file'
import { notFoundHead, renderHead, type PageHead } from '../shared/page-head'
import type { PageRoute } from '../shared/routes'
import { routeSliceScript, type RouteSlice } from '../shared/route-slice'
import { absoluteUrl, BLOG_FEED_PATH } from '../shared/site-url'
import { articleBodies } from '../.content/bodies/blog'
import { articles } from '../shared/catalog/articles'
import { BUILT_ROUTES_FILE } from '../server/built-site'
import { DIST } from '../server/project-paths'
import { blogFeedXml } from './blog-feed'
import { inlineFavicon, PAGE_ICON_FILE } from './inline-favicon'
import { templateStylesheet, withPageStyles, type TemplateStylesheet } from './page-styles'

/** What the prerender bundle (client/entry-prerender.tsx) provides. */
export type PrerenderEntry = {
  renderPage: (path: string) => Promise<{ html: string; slice: RouteSlice }>
  headFor: (route: PageRoute, siteUrl: string) => PageHead
  /** the registry the bundle was built with (the bench builds one with more towns) */
  routes: readonly PageRoute[]
}

type Options = PrerenderEntry & {
  siteUrl: string
  /** where the pages go; dist/ unless the bench renders elsewhere */
  outDir?: string
  /** the page template with its <!--head--> and <!--app--> marks; dist/index.html by default */
  template?: string
}

/** A path no route has: the prerender renders the 404 card from it. */
const NOT_FOUND_PATH = '/404'

/**
 * A picture's JPEG as the image pipeline wrote it (its name holds a content hash): the 800 px
 * one, or the widest below it for a small source.
 */
function builtJpeg(outDir: string): (id: string) => string | undefined {
  const dir = join(outDir, IMAGE_DIR)
  const files = (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const file = parseImageFileName(name)
    return file?.format === 'jpg' ? [file] : []
  })
  return (id) => {
    const best = files
      .filter((file) => file.id === id && file.width <= 800)
      .sort((a, b) => b.width - a.width)[0]
    return best && imagePath(best)
  }
}

/** Where a page's HTML file goes under `outDir` (see shared/page-file.ts). */
export function htmlFileFor(path: string, outDir = DIST): string {
  return join(outDir, pageFile(path))
}

function fillTemplate(
  template: string,
  head: PageHead,
  { html: body, slice }: { html: string; slice: RouteSlice },
  siteUrl: string,
  stylesheet: TemplateStylesheet,
): string {
  if (body.includes('Loading page...')) {
    throw new Error('A page prerendered its loading fallback instead of its content')
  }
  // replacer functions: a string replacement would read '$$' in the content as a pattern
  const page = template
    .replace('<!--head-->', () => renderHead(head, siteUrl))
    .replace('<!--app-->', () => body)
    .replace('<!--route-slice-->', () => routeSliceScript(slice))
  return withPageStyles(page, stylesheet)
}

function sitemapXml(routes: readonly PageRoute[], siteUrl: string): string {
  const urls = routes
    .filter((r) => r.indexable)
    .map((r) => `  <url><loc>${absoluteUrl(siteUrl, r.path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\nDisallow: /owner/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** Writes one HTML file per route, 404.html, sitemap.xml, robots.txt and the blog feed into dist/. */
export async function prerender(options: Options): Promise<number> {
  const { renderPage, headFor, routes, siteUrl, outDir = DIST } = options
  const started = performance.now()
  const template = inlineFavicon(
    options.template ?? readFileSync(join(outDir, 'index.html'), 'utf8'),
    readFileSync(join(outDir, PAGE_ICON_FILE)),
  )
  if (!template.includes('<!--route-slice-->')) {
    throw new Error('The page template has no <!--route-slice--> mark (client/index.html)')
  }
  const stylesheet = templateStylesheet(template, (file) =>
    readFileSync(join(outDir, file), 'utf8'),
  )
  for (const route of routes) {
    const html = fillTemplate(
      template,
      headFor(route, siteUrl),
      await renderPage(route.path),
      siteUrl,
      stylesheet,
    )
    const file = htmlFileFor(route.path, outDir)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  const notFound = await renderPage(NOT_FOUND_PATH)
  writeFileSync(
    join(outDir, '404.html'),
    fillTemplate(template, notFoundHead(siteUrl), notFound, siteUrl, stylesheet),
  )
  // the server answers the pages that were built, not those the sources name today
  writeFileSync(join(outDir, BUILT_ROUTES_FILE), `${JSON.stringify(routes.map((r) => r.path))}\n`)
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(routes, siteUrl))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl))
  mkdirSync(dirname(join(outDir, BLOG_FEED_PATH)), { recursive: true })
  writeFileSync(
    join(outDir, BLOG_FEED_PATH),
    blogFeedXml(articles, articleBodies, { siteUrl, imagePath: builtJpeg(outDir) }),
  )
  return (performance.now() - started) / 1000
}
