import { Router } from 'express'

/**
 * A monitor asking every few seconds must not turn into a stream of disk writes; nor may a
 * failing check be repeated at every poll (a locked database, a full disk): either answer stands
 * this long.
 */
const CHECK_EVERY_MS = 1000

/**
 * GET /healthz for uptime monitors and load balancers: 200 only while the lead database takes
 * writes (a lead could be stored), 503 otherwise, another process's lock included. `writable`
 * answers at once: it never waits for a lock. The answer holds no data.
 */
export function healthRouter(writable: () => boolean): Router {
  let last = { at: -Infinity, ok: false }
  return Router().get('/healthz', (_req, res) => {
    const now = performance.now()
    if (now - last.at >= CHECK_EVERY_MS) last = { at: now, ok: writable() }
    res
      .status(last.ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(last.ok ? 'ok' : 'unavailable')
  })
}
