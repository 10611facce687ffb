import { existsSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router, type Request, type Response } from 'express'
import { pageFile } from '../shared/page-file'
import { paths } from '../shared/paths'
import { canonicalPath } from '../shared/site-url'
import { builtPagePaths } from './built-site'
import { HttpError } from './errors'
import { allowPageStyle } from './content-security-policy'
import { builtPageStyles, pageStyleSource } from './html/page-style'
import { builtPrecompressed } from './html/precompressed'
import { thankYouWithReference } from './html/thank-you-page'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

function setStaticHeaders(res: Response, file: string) {
  const name = file.replaceAll('\\', '/')
  // hashed names: a changed file gets a new name
  if (name.includes('/assets/') || name.includes('/images/')) res.set('Cache-Control', IMMUTABLE)
  else if (/\/(sw\.js|workbox-[^/]*\.js|manifest\.webmanifest)$/.test(name)) {
    res.set('Cache-Control', NO_CACHE)
  } else res.set('Cache-Control', SHORT)
}

/** The path decoded once; undefined for a malformed escape or a NUL, which no address holds. */
function decodePath(raw: string): string | undefined {
  try {
    const path = decodeURIComponent(raw)
    return path.includes('\0') ? undefined : path
  } catch {
    return undefined
  }
}

/** What no file of ours is reached by: a backslash, or a `.` or `..` segment. */
const NO_FILE = /\\|\/\.\.?(\/|$)/

/** The built page a decoded path names in any of its spellings: `/a`, `/a/`, `/a/index.html`. */
function pageAt(path: string, built: ReadonlySet<string>): string | undefined {
  const page = canonicalPath(path).replace(/\/index\.html$/, '') || '/'
  return built.has(page) ? page : undefined
}

/**
 * Serves the built site: the pages the build wrote, from their prerendered files (never cached without
 * revalidation), hashed assets cached for a year, and the 404 page with status 404 for anything
 * else. HTML files are only reachable through their page path; an address that names a page in
 * another spelling (a trailing slash, `index.html`, percent-encoding) is redirected to it.
 */
export function siteFiles(distDir: string): Router {
  if (!existsSync(join(distDir, '404.html'))) {
    throw new Error(`No built site in ${distDir}: run \`npm run build\` first.`)
  }
  const built = builtPagePaths(distDir)
  const shownWithQuery = thankYouWithReference(distDir)
  const styleOf = builtPageStyles()
  const precompressed = builtPrecompressed()
  /**
   * A built page file, its own styles allowed; compressed by the build when the browser can read
   * it. A range is of the page's own bytes: a request for one gets the file, which the server
   * does not compress in part (compress.ts), and the compressed copy goes only whole. A page
   * answered with another status than 200 (the 404 page) is always whole.
   */
  const sendPage = (req: Request, res: Response, file: string) => {
    allowPageStyle(res, styleOf(file))
    res.vary('Accept-Encoding')
    const ranges = res.statusCode === 200
    const compressed = ranges && req.headers.range ? undefined : precompressed(req, file)
    if (!compressed) return res.sendFile(file, { acceptRanges: ranges })
    // the server's compression leaves an answer already encoded as it is
    res.type('html').set('Content-Encoding', 'br')
    res.sendFile(compressed, { acceptRanges: false })
  }
  const router = Router()
  const serveStatic = express.static(distDir, {
    index: false,
    redirect: false,
    setHeaders: setStaticHeaders,
  })

  // every decision is made on the path decoded once, as express.static would read it
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = decodePath(req.path)
    if (path === undefined) return next(new HttpError(400, 'The address is not valid.'))
    if (NO_FILE.test(path)) return next()
    const queryStart = req.originalUrl.indexOf('?')
    const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''
    const page = pageAt(path, built)
    if (page) {
      if (req.path === encodeURI(page)) {
        res.set('Cache-Control', NO_CACHE)
        // a page of search results is for the visitor who asked, not for search engines
        if (page === paths.search && query) res.set('X-Robots-Tag', 'noindex')
        const shown = shownWithQuery(page, req.query)
        if (shown !== undefined) {
          allowPageStyle(res, pageStyleSource(shown))
          return res.type('html').send(shown)
        }
        return sendPage(req, res, join(distDir, pageFile(page)))
      }
      // one address per page: /a/, /a/index.html and encoded spellings move to /a. The target
      // is the built page's path, never the request's, so no address sends a visitor off the site.
      return res.redirect(301, page + query)
    }
    // page files, and their compressed copies, only through their page paths
    if (/\.html(?:\.br)?$/i.test(path)) return next()
    // express.static decodes req.path once itself, with decodeURIComponent: the `path` checked here
    serveStatic(req, res, next)
  })

  router.use((req, res) => {
    res.status(404).set('Cache-Control', NO_CACHE)
    if (req.method === 'GET' || req.method === 'HEAD') sendPage(req, res, join(distDir, '404.html'))
    else res.type('text/plain').send('Not found')
  })
  return router
}
