/**
 * Serves the owner's lead desk from dist/owner (built by vite.owner.config.ts): its page, worker
 * and manifest always revalidated, its hashed assets for a year, nothing else. The desk holds no
 * data of its own: what it shows comes from /api/owner/ to a signed-in person.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router } from 'express'
import { paths } from '../../shared/paths'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function deskFiles(distDir: string): Router {
  const dir = join(distDir, 'owner')
  const router = Router()
  if (!existsSync(join(dir, 'index.html'))) return router
  const desk = paths.ownerDesk
  // routing ignores a trailing slash: the bare address is told apart here
  router.use((req, res, next) =>
    req.path === desk.slice(0, -1) ? res.redirect(301, desk) : next(),
  )
  router.use(desk, (req, res, next) => {
    // the desk is for the team: out of search engines, and never kept by a shared cache
    res.set('X-Robots-Tag', 'noindex, nofollow')
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.path === '/') {
      res.set('Cache-Control', 'no-cache')
      return res.sendFile(join(dir, 'index.html'))
    }
    next()
  })
  router.use(
    desk,
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        res.set('Cache-Control', file.includes(`${join(dir, 'assets')}`) ? IMMUTABLE : 'no-cache')
      },
    }),
  )
  return router
}
