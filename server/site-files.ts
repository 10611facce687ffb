import { existsSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router, type Response } from 'express'
import { findRoute } from '../shared/routes'
import { canonicalPath } from '../shared/site-url'

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

/**
 * Serves the built site: registered pages from their prerendered files (never cached without
 * revalidation), hashed assets cached for a year, and the 404 page with status 404 for anything
 * else. HTML files are only reachable through their page path.
 */
export function siteFiles(distDir: string): Router {
  if (!existsSync(join(distDir, '404.html'))) {
    throw new Error(`No built site in ${distDir}: run \`npm run build\` first.`)
  }
  const router = Router()
  const serveStatic = express.static(distDir, {
    index: false,
    redirect: false,
    setHeaders: setStaticHeaders,
  })

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const route = findRoute(req.path)
    if (route) {
      res.set('Cache-Control', NO_CACHE)
      return res.sendFile(join(distDir, route.path, 'index.html'))
    }
    // one trailing-slash policy: /a/ and /a/index.html move to /a
    const wanted = canonicalPath(req.path.replace(/\/index\.html$/, '/'))
    if (findRoute(wanted)) {
      const queryStart = req.originalUrl.indexOf('?')
      return res.redirect(301, wanted + (queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''))
    }
    if (req.path.endsWith('.html')) return next()
    serveStatic(req, res, next)
  })

  router.use((req, res) => {
    res.status(404).set('Cache-Control', NO_CACHE)
    if (req.method === 'GET' || req.method === 'HEAD') res.sendFile(join(distDir, '404.html'))
    else res.type('text/plain').send('Not found')
  })
  return router
}
