import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { CleanPartHeaders } from './clean-part-headers'

const boundary = 'XyZ'
const part = (headers: string, contents: Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'latin1'), contents])

/** The body through the cleaner, fed `size` bytes at a time. */
async function cleaned(body: Buffer, size: number) {
  const chunks = []
  for (let i = 0; i < body.length; i += size) chunks.push(body.subarray(i, i + size))
  return buffer(Readable.from(chunks).pipe(new CleanPartHeaders(boundary)))
}

describe('CleanPartHeaders', () => {
  it('takes control characters out of part headers only, however the body is cut', async () => {
    const contents = Buffer.from([0x01, 0x1b, 0x00, 0x0d, 0x0a, 0x7f, 0x2d, 0x2d])
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="photos"; filename="a\x01\x1b.jpg"', contents),
      Buffer.from(`\r\n`),
      part('Content-Disposition: form-data; name="x\x7f"', Buffer.from('\x02')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const expected = Buffer.concat([
      part('Content-Disposition: form-data; name="photos"; filename="a.jpg"', contents),
      Buffer.from(`\r\n`),
      part('Content-Disposition: form-data; name="x"', Buffer.from('\x02')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    for (const size of [1, 2, 3, 7, body.length]) {
      expect((await cleaned(body, size)).toString('latin1'), `by ${size}`).toBe(
        expected.toString('latin1'),
      )
    }
  })

  it('stops cleaning past the 16 KB of headers busboy allows, passing the rest as it is', async () => {
    const long = `X-Long: ${'a'.repeat(17 * 1024)}\x01`
    const body = Buffer.concat([
      part(long, Buffer.from('\x01')),
      Buffer.from(`\r\n--${boundary}--`),
    ])
    expect((await cleaned(body, 1000)).equals(body)).toBe(true)
  })
})
