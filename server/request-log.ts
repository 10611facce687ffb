import type { RequestHandler } from 'express'

export type LogLine = {
  time: string
  method: string
  path: string
  status: number
  ms: number
}

/**
 * One structured line per request. Only method, path (no query string) and status: a visitor's
 * phone, e-mail or message never reaches the log.
 */
export function requestLog(write: (line: LogLine) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    res.on('finish', () => {
      write({
        time: new Date().toISOString(),
        method: req.method,
        // originalUrl: req.path is relative to the router that handled the request
        path: req.originalUrl.split('?')[0] ?? '',
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      })
    })
    next()
  }
}
