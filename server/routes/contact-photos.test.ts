import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SERVER_BUSY_TIMEOUT_MS } from '../db/busy'
import { startMailSender } from '../mail/mail-sender'
import { startTestSmtp } from '../testing/smtp-server'
import { DISCARD_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '../photos/read-photos'
import { uploadsDir } from '../photos/upload-files'
import { holdWriteLock } from '../testing/database'
import { contactSetup, lead, multipartBody } from '../testing/contact'

const SITE = 'https://www.example.com'
const MB = 1024 * 1024

/** A real photo made here: a phone-sized picture in the given format. */
function photo(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#b98' } })
    .toFormat(format)
    .toBuffer()
}

/** The lead's fields and its photos as the form sends them, from our own page. */
function postWithPhotos(
  app: ReturnType<typeof contactSetup>['app'],
  files: { name: string; bytes: Buffer }[],
  options: { key?: string; site?: string; fields?: Record<string, string> } = {},
) {
  const req = request(app)
    .post('/api/contact')
    .set('Sec-Fetch-Site', options.site ?? 'same-origin')
  if (options.key) req.set('Idempotency-Key', options.key)
  const fields = { ...lead, fillMs: String(lead.fillMs), ...options.fields }
  for (const [name, value] of Object.entries(fields)) req.field(name, value)
  for (const file of files) req.attach('photos', file.bytes, file.name)
  return req
}

/** The app with photos on, keeping them under its test's own data directory. */
function setup(rateLimit?: { max: number; windowMs: number }) {
  const context = contactSetup(rateLimit, (dataDir) => ({
    photos: { dataDir },
    siteOrigin: SITE,
  }))
  return { ...context, dataDir: context.dir }
}

/**
 * The answer to a photo request that declares `contentLength` bytes, of which only the headers
 * and the first kilobyte are ever sent: an answer that comes did not wait for the rest.
 */
async function answerToFirstKilobyte(app: ReturnType<typeof setup>['app'], contentLength: number) {
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

const photoDirs = (dataDir: string) =>
  existsSync(join(dataDir, 'photos')) ? readdirSync(join(dataDir, 'photos')) : []

/** The photos as received that are still waiting in DATA_DIR/uploads. */
const uploadsLeft = (dataDir: string) =>
  existsSync(uploadsDir(dataDir)) ? readdirSync(uploadsDir(dataDir)) : []

/** Once the answer is out, the request's uploads go; this waits the moment that takes. */
const expectNoUploadsLeft = (dataDir: string) =>
  vi.waitFor(() => expect(uploadsLeft(dataDir)).toEqual([]), { timeout: 2000 })

/**
 * A photo request sent chunked, without a length, whose photo never ends: the body grows a
 * megabyte at a time, after the answer too, until the server hangs up or `stopAt` bytes were
 * sent. `sentWhenAnswered`: how much had been sent when the answer began to arrive.
 */
async function answerToEndlessBody(app: ReturnType<typeof setup>['app'], stopAt: number) {
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

/**
 * A photo request whose body, `body`, is sent whole but slowly: its first 64 KB, then the rest
 * once the answer has come; then a second request on the same connection. Both answers, and the
 * photos as received that were waiting when the first answer came.
 */
async function answersOnOneConnection(
  { app, dataDir }: ReturnType<typeof setup>,
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
  it('keeps JPEG, PNG and WebP photos with the lead, cleaned and re-encoded', async () => {
    const { app, dataDir, store } = setup()
    const files = [
      { name: 'IMG_0001.jpg', bytes: await photo('jpeg', 4032, 3024) },
      { name: 'plan.png', bytes: await photo('png') },
      { name: 'pantry.webp', bytes: await photo('webp') },
    ]
    const answer = await postWithPhotos(app, files).expect(201)
    const id = answer.body.id as string
    const kept = store.photosOf(id)
    expect(kept.map((p) => p.file)).toEqual(['1.jpg', '2.jpg', '3.jpg'])
    expect(Math.max(kept[0]!.width, kept[0]!.height)).toBe(2048)
    for (const p of kept) {
      const bytes = readFileSync(join(dataDir, 'photos', id, p.file))
      expect((await sharp(bytes).metadata()).format).toBe('jpeg')
    }
  })

  it('stores a photo with GPS metadata without it', async () => {
    const { app, dataDir } = setup()
    const tagged = await sharp(await photo('jpeg'))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 9/1 30/1' } })
      .jpeg()
      .toBuffer()
    const answer = await postWithPhotos(app, [{ name: 'gps.jpg', bytes: tagged }]).expect(201)
    const kept = readFileSync(join(dataDir, 'photos', answer.body.id as string, '1.jpg'))
    expect((await sharp(kept).metadata()).exif).toBeUndefined()
  })

  it('refuses a PDF or a text file named .jpg, naming it, and keeps nothing', async () => {
    const { app, dataDir, count } = setup()
    const pdf = Buffer.from('%PDF-1.7\n%%EOF')
    const refused = await postWithPhotos(app, [
      { name: 'kitchen.jpg', bytes: await photo('jpeg') },
      { name: 'quote.pdf', bytes: pdf },
    ]).expect(400)
    expect(refused.body.message).toContain('“quote.pdf” is not a photo')
    const renamed = await postWithPhotos(app, [
      { name: 'sink.jpg', bytes: Buffer.from('just some text') },
    ]).expect(400)
    expect(renamed.body.fields.photos).toContain('“sink.jpg” is not a photo')
    expect(count('leads')).toBe(0)
    expect(photoDirs(dataDir)).toEqual([])
  })

  it('answers 413 beyond the limits: a photo over 8 MB, more than 6 photos', async () => {
    const { app, count } = setup()
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
    const context = setup()
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

  it('answers a body declared past the bound of what is read as soon as its fields are in', async () => {
    const { app, count } = setup()
    const answer = await answerToFirstKilobyte(app, DISCARD_LIMIT_BYTES + 1)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('at most 25 MB')
    expect(count('leads')).toBe(0)
  })

  it('answers 413 to a body that grows past the limit unannounced, reads on to a bound, and hangs up', async () => {
    const { app, dataDir, count } = setup()
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

  it('keeps the photos as received only until the request is answered, whatever the answer', async () => {
    const { app, dataDir } = setup()
    const one = await photo('jpeg', 200, 150)
    const answers = [
      await postWithPhotos(app, [{ name: 'a.jpg', bytes: one }]),
      await postWithPhotos(app, [{ name: 'a.jpg', bytes: one }], { fields: { email: 'x' } }),
      await postWithPhotos(app, [{ name: 'plans.pdf', bytes: Buffer.from('%PDF-1.7') }]),
      await postWithPhotos(app, [
        { name: 'a.jpg', bytes: one },
        { name: 'huge.jpg', bytes: Buffer.alloc(8 * MB + 1, 1) },
      ]),
      await postWithPhotos(app, [{ name: 'a.jpg', bytes: one }], { key: 'bad key!' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 400, 400, 413, 400])
    await expectNoUploadsLeft(dataDir)
  })

  it('answers 429 to a sender past the rate limit without reading their photos', async () => {
    const { app } = setup({ max: 2, windowMs: 60_000 })
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

  it('stores one set of photos for the same key sent twice', async () => {
    const { app, dataDir, count } = setup()
    const files = [{ name: 'a.jpg', bytes: await photo('jpeg') }]
    const first = await postWithPhotos(app, files, { key: 'photo-key-0001' }).expect(201)
    const again = await postWithPhotos(app, files, { key: 'photo-key-0001' }).expect(201)
    expect(again.body).toEqual(first.body)
    expect(count('leads')).toBe(1)
    expect(count('lead_photos')).toBe(1)
    expect(photoDirs(dataDir)).toEqual([first.body.id])
  })

  it('takes photos only from our own pages, so another site’s form cannot post leads', async () => {
    const { app, count } = setup()
    const files = [{ name: 'a.jpg', bytes: await photo('jpeg') }]
    const crossSite = await postWithPhotos(app, files, { site: 'cross-site' }).expect(403)
    expect(crossSite.body.message).toContain('only from our own pages')
    // an old browser without Sec-Fetch-Site: the Origin decides
    const fromElsewhere = await request(app)
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .field('firstName', 'Eve')
      .attach('photos', files[0]!.bytes, 'a.jpg')
      .expect(403)
    expect(fromElsewhere.body.message).toContain('only from our own pages')
    // a form without photos, as another site's plain HTML form would send it
    await request(app)
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'cross-site')
      .field('firstName', 'Eve')
      .expect(403)
    // from our own page it is read like any form: here, missing most fields
    const incomplete = await request(app)
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .field('firstName', 'Eve')
      .expect(400)
    expect(Object.keys(incomplete.body.fields)).toEqual(['lastName', 'phone', 'email'])
    expect(count('leads')).toBe(0)
  })

  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  })

  it('mails the owner the photos as attachments, shrunk for mail', async () => {
    const smtp = await startTestSmtp()
    let wake = () => {}
    const t = contactSetup(undefined, (dataDir) => ({
      photos: { dataDir },
      siteOrigin: SITE,
      onLead: () => wake(),
    }))
    const sender = startMailSender(t.db, {
      transport: nodemailer.createTransport(smtp.url),
      from: '"Website" <leads@example.com>',
      to: ['owner@example.com'],
      dataDir: t.dir,
    })
    wake = () => void sender.wake()
    cleanups.push(() => sender.stop(), smtp.close)
    const files = [
      { name: 'before.jpg', bytes: await photo('jpeg', 4032, 3024) },
      { name: 'sink.png', bytes: await photo('png') },
    ]
    await postWithPhotos(t.app, files).expect(201)
    await smtp.waitFor(1)
    const mail = smtp.messages[0]!
    expect(mail.text).toContain('Photos: 2 photos attached.')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ])
    const first = await sharp(mail.attachments[0]!.content).metadata()
    expect(Math.max(first.width ?? 0, first.height ?? 0)).toBe(1280)
  })
})

describe('POST /api/contact with photos while another process locks the database', () => {
  it('answers 503, keeps no photo file, and stores the lead with them once sent again', async () => {
    const { app, dataDir, db, store, count } = setup()
    db.pragma(`busy_timeout = ${SERVER_BUSY_TIMEOUT_MS}`)
    const files = [{ name: 'IMG_0002.jpg', bytes: await photo('jpeg') }]
    const key = crypto.randomUUID()
    const lock = holdWriteLock(dataDir)
    try {
      const refused = await postWithPhotos(app, files, { key }).expect(503)
      expect(refused.headers['retry-after']).toMatch(/^\d+$/)
      expect(photoDirs(dataDir)).toEqual([])
      await expectNoUploadsLeft(dataDir)
    } finally {
      lock.release()
    }
    expect(count('leads')).toBe(0)
    const stored = await postWithPhotos(app, files, { key }).expect(201)
    expect(store.photosOf(stored.body.id as string)).toHaveLength(1)
    expect(photoDirs(dataDir)).toEqual([stored.body.id])
  })
})
