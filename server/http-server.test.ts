import express from 'express'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { HTTP_LIMITS, closeGracefully, createHttpServer, type HttpLimits } from './http-server'

/** Small limits, so each timeout shows within a test; the checks run every 50 ms. */
const TEST_LIMITS: HttpLimits = {
  headersTimeout: 300,
  requestTimeout: 600,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 50,
  maxConnections: 50,
  maxHeadersCount: 20,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The promise's value, or a failure once `ms` have passed: for what must happen promptly. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

let requestsSeen = 0
function testApp() {
  const app = express()
  app.use((_req, _res, next) => {
    requestsSeen++
    next()
  })
  app.get('/fast', (_req, res) => void res.send('fast'))
  app.get('/slow', (_req, res) => void setTimeout(() => res.send('slow'), 300))
  app.get('/stream', (_req, res) => {
    res.write('first ')
    setTimeout(() => res.end('last'), 300)
  })
  app.get('/never', () => {})
  app.post('/echo', express.json(), (req, res) => void res.json(req.body))
  return app
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => closeGracefully(server, 0)))
})

async function listen(limits: Partial<HttpLimits> = {}) {
  const server = createHttpServer(testApp(), { ...TEST_LIMITS, ...limits })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** A raw TCP client: what we send, when we send it, and everything the server answers. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  const closed = new Promise<{ error?: string }>((resolve) => {
    let error: string | undefined
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code))
    socket.on('close', () => resolve(error ? { error } : {}))
  })
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return {
    socket,
    connected,
    closed,
    received: () => received,
    /** resolves once the answer so far contains `text` */
    async receive(text: string) {
      while (!received.includes(text)) {
        if (socket.destroyed) throw new Error(`closed before "${text}"; got: ${received}`)
        await new Promise((resolve) => socket.once('data', resolve).once('close', resolve))
      }
      return received
    },
  }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`

describe('HTTP limits', () => {
  it('are valid for Node and keep their reasons true', () => {
    const server = createHttpServer(testApp())
    expect(server.headersTimeout).toBe(HTTP_LIMITS.headersTimeout)
    expect(server.requestTimeout).toBe(HTTP_LIMITS.requestTimeout)
    // a proxy's idle timeout (nginx, AWS ALB: 60 s) runs out before ours
    expect(HTTP_LIMITS.keepAliveTimeout).toBeGreaterThan(60_000)
    // a timeout fires close to when it is due
    expect(HTTP_LIMITS.connectionsCheckingInterval).toBeLessThanOrEqual(
      HTTP_LIMITS.headersTimeout / 5,
    )
  })

  it('answers 408 to a POST whose body trickles in slower than requestTimeout', async () => {
    const { port } = await listen()
    const client = connect(port)
    const started = Date.now()
    client.socket.write(
      'POST /echo HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{',
    )
    const trickle = setInterval(() => client.socket.writable && client.socket.write(' '), 100)
    await client.closed
    clearInterval(trickle)
    // the body would have taken 4 s; the server gave up long before
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(client.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
  })

  it('cuts a request whose headers come slower than headersTimeout', async () => {
    const { port } = await listen()
    const client = connect(port)
    client.socket.write('GET /fast HTTP/1.1\r\nHost: test\r\n')
    const trickle = setInterval(
      () => client.socket.writable && client.socket.write('X-A: 1\r\n'),
      100,
    )
    await client.closed
    clearInterval(trickle)
    expect(client.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
    expect(client.received()).not.toContain('fast')
  })

  it('keeps an idle keep-alive connection past headersTimeout and requestTimeout', async () => {
    const { port } = await listen()
    const client = connect(port)
    client.socket.write(get('/fast'))
    await client.receive('fast')
    await sleep(1_000)
    client.socket.write(get('/slow'))
    expect(await client.receive('slow')).toMatch(/^HTTP\/1\.1 200 [\s\S]*HTTP\/1\.1 200 /)
  })

  it('refuses a connection beyond maxConnections while the others stay open', async () => {
    const { port } = await listen({
      maxConnections: 2,
      headersTimeout: 5_000,
      requestTimeout: 5_000,
    })
    const busy = [connect(port), connect(port)]
    await Promise.all(busy.map((c) => c.connected))
    // each is in the middle of its headers, so none is idle
    for (const c of busy) c.socket.write('GET /fast HTTP/1.1\r\n')
    await sleep(50)
    const third = connect(port)
    await third.closed
    expect(third.received()).toBe('')
    for (const c of busy) {
      expect(c.socket.destroyed).toBe(false)
      c.socket.write('Host: test\r\n\r\n')
      await c.receive('fast')
    }
  })

  it('when full, closes idle keep-alive connections so the next visitor gets in', async () => {
    const { port } = await listen({ maxConnections: 2 })
    const idle = [connect(port), connect(port)]
    for (const c of idle) {
      c.socket.write(get('/fast'))
      await c.receive('fast')
    }
    await connect(port).closed
    // sooner than their keep-alive timeout (5 s here)
    await within(2_000, Promise.all(idle.map((c) => c.closed)))
    const next = connect(port)
    next.socket.write(get('/fast'))
    expect(await next.receive('fast')).toMatch(/^HTTP\/1\.1 200 /)
  })

  it('answers 431 to a request with maxHeadersCount headers, which Node would cut short', async () => {
    const { port } = await listen()
    const client = connect(port)
    const extra = Array.from({ length: 25 }, (_, i) => `X-Extra-${i}: 1\r\n`).join('')
    client.socket.write(`GET /fast HTTP/1.1\r\nHost: test\r\n${extra}\r\n`)
    await client.closed
    expect(client.received()).toMatch(/^HTTP\/1\.1 431 /)
  })
})

describe('closeGracefully', () => {
  it('lets a request in flight finish, closes idle connections and refuses new ones', async () => {
    const { server, port } = await listen()
    const idle = connect(port)
    idle.socket.write(get('/fast'))
    await idle.receive('fast')
    const slow = connect(port)
    const seen = requestsSeen
    slow.socket.write(get('/slow'))
    while (requestsSeen === seen) await sleep(10)

    const closing = closeGracefully(server, 5_000)
    await idle.closed
    const late = connect(port)
    expect(await late.closed).toEqual({ error: 'ECONNREFUSED' })

    const answer = await slow.receive('slow')
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toMatch(/^Connection: close\r$/im)
    await slow.closed
    expect(await closing).toEqual({ forced: false })
  })

  it('closes a connection whose response had begun once that response ends', async () => {
    const { server, port } = await listen()
    const client = connect(port)
    client.socket.write(get('/stream'))
    await client.receive('first')
    const started = Date.now()
    expect(await closeGracefully(server, 10_000)).toEqual({ forced: false })
    expect(client.received()).toContain('last')
    // not held open for the keep-alive timeout (5 s here, 65 s in production)
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('destroys a request that never finishes after graceMs and reports it', async () => {
    const { server, port } = await listen()
    const client = connect(port)
    const seen = requestsSeen
    client.socket.write(get('/never'))
    while (requestsSeen === seen) await sleep(10)
    expect(await closeGracefully(server, 200)).toEqual({ forced: true })
    await client.closed
    expect(client.received()).toBe('')
  })
})
