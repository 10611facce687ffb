/**
 * Byte ranges and compression, against the real app over a real socket, the bytes as they come
 * over the wire: a range is of the file's own bytes and never compressed; a compressed answer
 * is whole and offers no range.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFile } from '../shared/page-file'
import { paths } from '../shared/paths'
import { requireDist } from '../scripts/dist-files'
import { createApp } from './app'
import { PRECOMPRESSED_SUFFIX } from './brotli'
import { writeTestSite } from './testing/built-pages'
import { temporaryDatabase } from './testing/database'

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET with these headers, its body as it came over the wire (nothing decoded). */
function get(server: Server, path: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as { port: number }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** A body decoded as its Content-Encoding says. */
function decoded(answer: Answer): Buffer {
  switch (answer.headers['content-encoding']) {
    case undefined:
      return answer.body
    case 'gzip':
      return gunzipSync(answer.body)
    case 'br':
      return brotliDecompressSync(answer.body)
    case 'deflate':
      return inflateSync(answer.body)
    default:
      throw new Error(`unexpected encoding ${String(answer.headers['content-encoding'])}`)
  }
}

const database = temporaryDatabase()
const servers: Server[] = []
const listen = (distDir: string) =>
  new Promise<Server>((resolve) => {
    const server = createApp({ store: database.store, distDir }).listen(0, '127.0.0.1', () =>
      resolve(server),
    )
    servers.push(server)
  })
afterAll(() => {
  for (const server of servers) server.close()
  database.remove()
})

const dist = requireDist()
/** The largest script the build wrote: well over the size the server starts compressing at. */
const largestScript = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .sort(
    (a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size,
  )[0]!

/** Compressible answers: a page (which the build compressed too) and a hashed script. */
const TARGETS = [
  { path: '/services/kitchens', file: pageFile('/services/kitchens') },
  { path: `/assets/${largestScript}`, file: `assets/${largestScript}` },
]

/** Ranges under and over the size the server starts compressing at (1 KB). */
const RANGES = [
  [0, 99],
  [0, 9_999],
  [500, 4_999],
] as const

const ENCODINGS = ['gzip', 'br', 'gzip, deflate, br, zstd']

describe('a range of a compressible answer', () => {
  let server: Server
  beforeAll(async () => {
    server = await listen(dist)
  })

  it('is the file’s own bytes, never compressed, whatever encodings the browser takes', async () => {
    for (const { path, file } of TARGETS) {
      const whole = readFileSync(join(dist, file))
      for (const encoding of ENCODINGS) {
        for (const [first, last] of RANGES) {
          const what = `${path} ${encoding} ${first}-${last}`
          const answer = await get(server, path, {
            Range: `bytes=${first}-${last}`,
            'Accept-Encoding': encoding,
          })
          // a 206 is never compressed; a compressed answer would have to be the whole file
          if (answer.status === 200) {
            expect(answer.headers['content-encoding'], what).toBeDefined()
            expect(answer.headers['content-range'], what).toBeUndefined()
            expect(decoded(answer).equals(whole), what).toBe(true)
            continue
          }
          expect(answer.status, what).toBe(206)
          expect(answer.headers['content-encoding'], what).toBeUndefined()
          expect(answer.headers['content-range'], what).toBe(
            `bytes ${first}-${last}/${whole.length}`,
          )
          expect(answer.body.equals(whole.subarray(first, last + 1)), what).toBe(true)
        }
      }
    }
  })

  it('is answered 206 as it always was to a browser that asks for no encoding', async () => {
    for (const { path, file } of TARGETS) {
      const whole = readFileSync(join(dist, file))
      for (const [first, last] of RANGES) {
        const answer = await get(server, path, { Range: `bytes=${first}-${last}` })
        expect(answer.status, path).toBe(206)
        expect(answer.headers['content-encoding'], path).toBeUndefined()
        expect(answer.headers['content-range'], path).toBe(`bytes ${first}-${last}/${whole.length}`)
        expect(answer.headers['content-length'], path).toBe(String(last - first + 1))
        expect(answer.body.equals(whole.subarray(first, last + 1)), path).toBe(true)
      }
    }
  })

  it('is offered only with the file’s own bytes: a compressed answer has no Accept-Ranges', async () => {
    for (const { path, file } of TARGETS) {
      const whole = readFileSync(join(dist, file))
      for (const encoding of ENCODINGS) {
        const answer = await get(server, path, { 'Accept-Encoding': encoding })
        expect(answer.status, path).toBe(200)
        expect(answer.headers['content-encoding'], `${path} ${encoding}`).toBeDefined()
        expect(answer.headers['accept-ranges'], `${path} ${encoding}`).toBeUndefined()
        expect(decoded(answer).equals(whole), `${path} ${encoding}`).toBe(true)
      }
      const plain = await get(server, path, {})
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(plain.headers['accept-ranges'], path).toBe('bytes')
    }
  })

  it('is never taken from the 404 page: it is answered whole, with its status', async () => {
    const whole = readFileSync(join(dist, '404.html'))
    for (const encoding of [undefined, ...ENCODINGS]) {
      const answer = await get(server, '/no-such-page', {
        Range: 'bytes=0-99',
        ...(encoding ? { 'Accept-Encoding': encoding } : {}),
      })
      expect(answer.status, encoding).toBe(404)
      expect(answer.headers['content-range'], encoding).toBeUndefined()
      expect(decoded(answer).equals(whole), encoding).toBe(true)
    }
  })
})

describe('an answer that fails after an encoding was chosen', () => {
  let dir: string
  let server: Server
  beforeAll(async () => {
    dir = writeTestSite()
    server = await listen(dir)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('says so in plain JSON, not under the encoding of a file it did not send', async () => {
    const file = join(dir, pageFile(paths.contact))
    writeFileSync(file + PRECOMPRESSED_SUFFIX, brotliCompressSync(readFileSync(file)))
    const sent = await get(server, paths.contact, { 'Accept-Encoding': 'br' })
    expect(sent.headers['content-encoding']).toBe('br')
    // the compressed copy goes once the server has chosen it (a build replacing the site)
    rmSync(file + PRECOMPRESSED_SUFFIX)
    const failed = await get(server, paths.contact, { 'Accept-Encoding': 'br' })
    expect(failed.status).toBeGreaterThanOrEqual(400)
    expect(failed.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(failed.body.toString())).toHaveProperty('message')
  })
})
