/** Which photo files a request leaves: its uploads go once answered, one set per key, none on 503. */
import { describe, expect, it } from 'vitest'
import { SERVER_BUSY_TIMEOUT_MS } from '../db/busy'
import { holdWriteLock } from '../testing/database'
import {
  expectNoUploadsLeft,
  MB,
  photo,
  photoDirs,
  photosSetup,
  postWithPhotos,
} from './contact-photos-test-support'

describe('POST /api/contact with photos', () => {
  it('keeps the photos as received only until the request is answered, whatever the answer', async () => {
    const { app, dataDir } = photosSetup()
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

  it('stores one set of photos for the same key sent twice', async () => {
    const { app, dataDir, count } = photosSetup()
    const files = [{ name: 'a.jpg', bytes: await photo('jpeg') }]
    const first = await postWithPhotos(app, files, { key: 'photo-key-0001' }).expect(201)
    const again = await postWithPhotos(app, files, { key: 'photo-key-0001' }).expect(201)
    expect(again.body).toEqual(first.body)
    expect(count('leads')).toBe(1)
    expect(count('lead_photos')).toBe(1)
    expect(photoDirs(dataDir)).toEqual([first.body.id])
  })
})

describe('POST /api/contact with photos while another process locks the database', () => {
  it('answers 503, keeps no photo file, and stores the lead with them once sent again', async () => {
    const { app, dataDir, db, store, count } = photosSetup()
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
