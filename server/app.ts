import compression from 'compression'
import express, { Router } from 'express'
import helmet from 'helmet'
import { HttpError, errorHandler } from './errors'
import { requestLog, type LogLine } from './request-log'
import { siteFiles } from './site-files'
import { townsRouter } from './routes/towns'

export type AppDeps = {
  /** the built site; without it only /api is served */
  distDir?: string
  log?: (line: LogLine) => void
}

/**
 * The Content-Security-Policy the site passes: everything from our own origin; JSON-LD blocks
 * are data, not scripts, so no inline script is allowed or needed.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
}

function apiRouter(): Router {
  const api = Router()
  api.use(townsRouter)
  api.use((req) => {
    throw new HttpError(404, `No such API endpoint: ${req.method} ${req.baseUrl}${req.path}`)
  })
  return api
}

/** Builds the app without listening, so tests can drive it. */
export function createApp({ distDir, log }: AppDeps = {}) {
  const app = express()
  app.disable('x-powered-by')
  if (log) app.use(requestLog(log))
  // the referrer keeps its origin across sites, so analytics can still see where a visit came from
  app.use(
    helmet({
      contentSecurityPolicy,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  app.use(compression())
  app.use('/api', apiRouter())
  if (distDir) app.use(siteFiles(distDir))
  app.use(errorHandler)
  return app
}
