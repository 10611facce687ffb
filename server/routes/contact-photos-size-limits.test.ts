/** Photos past their size or number limits are answered 413, the connection kept for the next. */
import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { MULTIPART_LIMIT_BYTES } from '../photos/read-photos'
import { lead, multipartBody } from '../testing/contact'
import { photo, photosSetup, postWithPhotos, uploadsLeft } from './contact-photos-test-support'

/**
 * A photo request whose body, `body`, is sent whole but slowly: its first 64 KB, then the rest
 * once the answer has come; then a second request on the same connection. Both answers, and the
 * photos as received that were waiting when the first answer came.
 */
async function answersOnOneConnection(
  { app, dataDir }: ReturnType<typeof photosSetup>,
  { type, body }: { type: string; body: Buffer },
) {
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const head = body.subarray(0, 64 * 1024)
  try {
    return await new Promise<{ first: string; second: string; uploadsWhileSent: string[] }>(
      (resolve, reject) => {
        let received = ''
        let first = ''
        let uploadsWhileSent: string[] = []
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/contact HTTP/1.1\r\nHost: www.example.com\r\nContent-Type: ${type}\r\n` +
              `Sec-Fetch-Site: same-origin\r\nContent-Length: ${body.length}\r\n\r\n`,
          )
          socket.write(head)
        })
        /** The first whole answer in `text`, by its Content-Length; '' while it is not all there. */
        const whole = (text: string) => {
          const end = text.indexOf('\r\n\r\n')
          if (end < 0) return ''
          const length = Number(/^content-length: (\d+)$/im.exec(text.slice(0, end))?.[1])
          const size = end + 4 + length
          return Buffer.byteLength(text) >= size ? text.slice(0, size) : ''
        }
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString()
          if (!first) {
            first = whole(received)
            if (!first) return
            received = received.slice(first.length)
            uploadsWhileSent = uploadsLeft(dataDir)
            socket.write(body.subarray(head.length))
            socket.write('GET /api/towns HTTP/1.1\r\nHost: www.example.com\r\n\r\n')
          }
          const second = whole(received)
          if (second) {
            socket.destroy()
            resolve({ first, second, uploadsWhileSent })
          }
        })
        socket.on('error', reject)
        socket.on('close', () => reject(new Error(`closed; received: ${first}${received}`)))
      },
    )
  } finally {
    server.close()
  }
}

describe('POST /api/contact with photos', () => {
  it('answers 413 beyond the limits: a photo over 8 MB, more than 6 photos', async () => {
    const { app, count } = photosSetup()
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 1)
    const tooBig = await postWithPhotos(app, [{ name: 'huge.jpg', bytes: big }]).expect(413)
    expect(tooBig.body.message).toContain('at most 8 MB')
    const one = await photo('jpeg', 200, 150)
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `${i}.jpg`, bytes: one }))
    const tooMany = await postWithPhotos(app, seven).expect(413)
    expect(tooMany.body.message).toContain('at most 6 photos')
    expect(count('leads')).toBe(0)
  })

  it('answers 413 to a body declared over the limit once its fields are in, writing none of its photos', async () => {
    const context = photosSetup()
    const { dataDir, count } = context
    const tooLarge = multipartBody({ ...lead, fillMs: String(lead.fillMs) }, [
      { name: 'video.jpg', bytes: Buffer.alloc(MULTIPART_LIMIT_BYTES, 1) },
    ])
    const { first, second, uploadsWhileSent } = await answersOnOneConnection(context, tooLarge)
    // answered before the rest of the body was sent, which is read on and thrown away: the
    // connection stays open for the sender's next request
    expect(first).toMatch(/^HTTP\/1\.1 413 /)
    expect(first).not.toMatch(/^connection: close$/im)
    expect(first).toContain('All the photos together can be at most 25 MB')
    expect(uploadsWhileSent).toEqual([])
    expect(second).toMatch(/^HTTP\/1\.1 200 /)
    expect(count('leads')).toBe(0)
    expect(uploadsLeft(dataDir)).toEqual([])
  })
})
