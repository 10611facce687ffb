/** A photo body past the bound of what is read is answered without waiting for it, then cut. */
import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { DISCARD_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '../photos/read-photos'
import { multipartBody } from '../testing/contact'
import { expectNoUploadsLeft, MB, photosSetup, postWithPhotos } from './contact-photos-test-support'

/**
 * The answer to a photo request that declares `contentLength` bytes, of which only the headers
 * and the first kilobyte are ever sent: an answer that comes did not wait for the rest.
 */
async function answerToFirstKilobyte(
  app: ReturnType<typeof photosSetup>['app'],
  contentLength: number,
) {
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const { type, body } = multipartBody({ firstName: 'Ann' }, [
    { name: 'a.jpg', bytes: Buffer.alloc(1024, 1) },
  ])
  try {
    return await new Promise<string>((resolve, reject) => {
      let received = ''
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: www.example.com\r\nContent-Type: ${type}\r\n` +
            `Sec-Fetch-Site: same-origin\r\nContent-Length: ${contentLength}\r\n\r\n`,
        )
        socket.write(body)
      })
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString()
        const [head = '', rest = ''] = received.split('\r\n\r\n')
        const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1])
        if (Buffer.byteLength(rest) >= length) {
          socket.destroy()
          resolve(received)
        }
      })
      socket.on('error', reject)
    })
  } finally {
    server.close()
  }
}

/**
 * A photo request sent chunked, without a length, whose photo never ends: the body grows a
 * megabyte at a time, after the answer too, until the server hangs up or `stopAt` bytes were
 * sent. `sentWhenAnswered`: how much had been sent when the answer began to arrive.
 */
async function answerToEndlessBody(app: ReturnType<typeof photosSetup>['app'], stopAt: number) {
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const boundary = '----endless'
  const chunk = (bytes: Buffer) =>
    Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
  try {
    return await new Promise<{
      answer: string
      sent: number
      sentWhenAnswered: number
      closed: boolean
    }>((resolve, reject) => {
      let received = ''
      let sent = 0
      let sentWhenAnswered = 0
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: www.example.com\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Sec-Fetch-Site: same-origin\r\nTransfer-Encoding: chunked\r\n\r\n`,
        )
        socket.write(
          chunk(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="photos"; ` +
                `filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
          ),
        )
        const more = () => {
          if (sent >= stopAt || socket.destroyed) return
          sent += MB
          if (socket.write(chunk(Buffer.alloc(MB, 1)))) setImmediate(more)
          else socket.once('drain', more)
        }
        more()
      })
      socket.on('data', (data: Buffer) => {
        if (!received) sentWhenAnswered = sent
        received += data.toString()
      })
      socket.on('close', () => resolve({ answer: received, sent, sentWhenAnswered, closed: true }))
      socket.on('error', (error) => (received ? undefined : reject(error)))
    })
  } finally {
    server.close()
  }
}

describe('POST /api/contact with photos', () => {
  it('answers a body declared past the bound of what is read as soon as its fields are in', async () => {
    const { app, count } = photosSetup()
    const answer = await answerToFirstKilobyte(app, DISCARD_LIMIT_BYTES + 1)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('at most 25 MB')
    expect(count('leads')).toBe(0)
  })

  it('answers 413 to a body that grows past the limit unannounced, reads on to a bound, and hangs up', async () => {
    const { app, dataDir, count } = photosSetup()
    const { answer, sent, sentWhenAnswered, closed } = await answerToEndlessBody(
      app,
      2 * DISCARD_LIMIT_BYTES,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('at most 25 MB')
    // answered once the limit was passed, not when the sender chose to stop
    expect(sentWhenAnswered).toBeLessThan(2 * MULTIPART_LIMIT_BYTES)
    // then read on, so a browser still sending gets the answer; and cut once past the bound
    expect(closed).toBe(true)
    expect(sent).toBeGreaterThan(DISCARD_LIMIT_BYTES)
    expect(sent).toBeLessThan(DISCARD_LIMIT_BYTES + MULTIPART_LIMIT_BYTES)
    expect(count('leads')).toBe(0)
    await expectNoUploadsLeft(dataDir)
  })

  it('answers 429 to a sender past the rate limit without reading their photos', async () => {
    const { app } = photosSetup({ max: 2, windowMs: 60_000 })
    for (let i = 0; i < 2; i++)
      await postWithPhotos(app, [], { fields: { email: 'x' } }).expect(400)
    const answer = await answerToFirstKilobyte(app, 20 * 1024 * 1024)
    expect(answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(answer).toContain('Too many requests')
    // what is sent on is read and thrown away, up to the bound of a refused body
    const endless = await answerToEndlessBody(app, 2 * DISCARD_LIMIT_BYTES)
    expect(endless.answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(endless.closed).toBe(true)
    expect(endless.sent).toBeLessThan(DISCARD_LIMIT_BYTES + MULTIPART_LIMIT_BYTES)
  })
})
