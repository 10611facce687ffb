import http, { type RequestListener, type Server, type ServerResponse } from 'node:http'

/**
 * The HTTP server's timeouts (ms) and caps, under Node's own option names. Node 20 requires
 * headersTimeout <= requestTimeout. No relation to keepAliveTimeout is needed: since Node 18 the
 * headers clock starts with a request's first byte, so an idle keep-alive connection is not on it
 * (the old "headersTimeout above keepAliveTimeout" advice is for Node 10–16; a test holds this).
 */
export const HTTP_LIMITS = {
  /** A browser sends its headers (under 2 KB) in one packet; Node's 60 s let a slowloris idle. */
  headersTimeout: 10_000,
  /** The whole request, body included: 16 KB of JSON takes well under a second on a slow phone
   * link; Node's 300 s let a trickled body hold a connection for five minutes. */
  requestTimeout: 30_000,
  /** Idle keep-alive outlives the proxy in front (nginx upstream keepalive and AWS ALB idle are
   * 60 s), so the proxy closes first and never sends a request on a connection we just closed. */
  keepAliveTimeout: 65_000,
  /** How often Node looks for requests past the two timeouts; its 30 s default fires a 10 s
   * timeout up to 40 s in. The check walks only connections mid-request, in C++: cheap. */
  connectionsCheckingInterval: 1_000,
  /** Caps sockets (memory, file descriptors) under a flood; a proxy's upstream pool is far
   * smaller. When full, idle keep-alive connections are closed to make room. */
  maxConnections: 1_000,
  /** Apache's default: a browser sends about 20, proxies add a few. Node drops any beyond the cap
   * without a word (the proxy's X-Forwarded-For among them), so such a request gets 431. */
  maxHeadersCount: 100,
} as const

/**
 * SIGTERM to exit, at most: requests in flight get the first part, the outbox workers' rows in
 * hand the rest. Under the 10 s that `docker stop` and most process managers wait before
 * they kill.
 */
export const SHUTDOWN = { requestsMs: 5_000, totalMs: 8_000 }

export type HttpLimits = { [K in keyof typeof HTTP_LIMITS]: number }

type Tracking = { responses: Set<ServerResponse>; closing: boolean }
const tracking = new WeakMap<Server, Tracking>()

/** Makes a response the last on its connection: it says so, and the socket closes after it. */
function lastOnItsConnection(server: Server, res: ServerResponse) {
  if (!res.headersSent) res.setHeader('Connection', 'close')
  // a response whose headers already promised keep-alive: close its connection once it is idle
  res.once('finish', () => setImmediate(() => server.closeIdleConnections()))
}

/** The app's HTTP server with our limits, not yet listening; close it with `closeGracefully`. */
export function createHttpServer(app: RequestListener, limits: HttpLimits = HTTP_LIMITS): Server {
  const { maxConnections, maxHeadersCount, ...timeouts } = limits
  const track: Tracking = { responses: new Set(), closing: false }
  const server = http.createServer(timeouts, (req, res) => {
    if (req.rawHeaders.length >= maxHeadersCount * 2) {
      res.writeHead(431, { Connection: 'close' }).end()
      return
    }
    track.responses.add(res)
    res.once('close', () => track.responses.delete(res))
    if (track.closing) lastOnItsConnection(server, res)
    app(req, res)
  })
  server.maxConnections = maxConnections
  server.maxHeadersCount = maxHeadersCount
  // like nginx out of connections: shed idle keep-alive sockets so the next visitor gets in
  server.on('drop', () => server.closeIdleConnections())
  tracking.set(server, track)
  return server
}

/**
 * Stops accepting connections, closes idle ones at once and each busy one after its response
 * (which says `Connection: close`), and waits for requests in flight. After `graceMs` it destroys
 * what is left and reports `forced: true`.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<{ forced: boolean }> {
  const track = tracking.get(server)
  if (track && !track.closing) {
    track.closing = true
    for (const res of track.responses) lastOnItsConnection(server, res)
  }
  return new Promise((resolve) => {
    let forced = false
    const deadline = setTimeout(() => {
      forced = true
      server.closeAllConnections()
    }, graceMs)
    // close() also closes idle connections (Node 19+); its callback runs once every socket is gone
    server.close(() => {
      clearTimeout(deadline)
      resolve({ forced })
    })
  })
}
