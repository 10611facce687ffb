import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFile } from '../../shared/page-file'
import { paths } from '../../shared/paths'
import { requireDist } from '../../scripts/dist-files'
import { createApp } from '../app'
import { PRECOMPRESSED_SUFFIX } from '../brotli'
import { temporaryDatabase } from '../testing/database'
import { writeTestSite } from '../testing/built-pages'

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET as a browser sends it, its body as it came over the wire. */
function get(server: Server, path: string, acceptEncoding: string): Promise<Answer> {
  const { port } = server.address() as { port: number }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port, path, headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const database = temporaryDatabase()
const servers: Server[] = []
const listen = (distDir: string) =>
  new Promise<Server>((resolve) => {
    const server = createApp({ store: database.store, distDir }).listen(0, () => resolve(server))
    servers.push(server)
  })
afterAll(() => {
  for (const server of servers) server.close()
  database.remove()
})

const BROWSER = 'gzip, deflate, br, zstd'

describe('the built pages, compressed by the build', () => {
  let server: Server
  const dist = requireDist()
  beforeAll(async () => {
    server = await listen(dist)
  })

  it('go as the build compressed them to a browser that reads brotli, and read as the page', async () => {
    for (const [path, file, status] of [
      ['/', pageFile('/'), 200],
      [paths.contact, pageFile(paths.contact), 200],
      ['/no-such-page', '404.html', 404],
    ] as const) {
      const answer = await get(server, path, BROWSER)
      expect(answer.status, path).toBe(status)
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/)
      expect(answer.headers.vary, path).toMatch(/Accept-Encoding/)
      expect(answer.body.equals(readFileSync(join(dist, file + PRECOMPRESSED_SUFFIX))), path).toBe(
        true,
      )
      expect(brotliDecompressSync(answer.body).equals(readFileSync(join(dist, file))), path).toBe(
        true,
      )
    }
  })

  it('go compressed as they are answered to a browser without brotli', async () => {
    const answer = await get(server, '/', 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).equals(readFileSync(join(dist, pageFile('/'))))).toBe(true)
  })
})

describe('a compressed copy', () => {
  let dir: string
  let server: Server
  beforeAll(async () => {
    dir = writeTestSite()
    server = await listen(dir)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('older than its page is never sent: the page is', async () => {
    const file = join(dir, pageFile(paths.contact))
    const page = readFileSync(file)
    writeFileSync(file + PRECOMPRESSED_SUFFIX, brotliCompressSync('<p>an older page</p>'))
    const later = new Date(Date.now() + 60_000)
    utimesSync(file, later, later)
    const answer = await get(server, paths.contact, BROWSER)
    expect(answer.status).toBe(200)
    // compressed as it is answered, from the page itself
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).equals(page)).toBe(true)
  })

  it('is never served at an address of its own', async () => {
    for (const file of ['404.html', pageFile(paths.estimate)]) {
      const path = join(dir, file)
      writeFileSync(path + PRECOMPRESSED_SUFFIX, brotliCompressSync(readFileSync(path)))
    }
    for (const path of [
      '/404.html.br',
      `${paths.estimate}/index.html.br`,
      `${paths.estimate.toUpperCase()}/INDEX.HTML.BR`,
    ]) {
      const answer = await get(server, path, BROWSER)
      expect(answer.status, path).toBe(404)
      expect(brotliDecompressSync(answer.body).toString(), path).toContain('No such page.')
    }
  })
})
