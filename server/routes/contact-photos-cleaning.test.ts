/** Photos kept with a lead are cleaned and re-encoded; what is not a photo is refused. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photo, photoDirs, photosSetup, postWithPhotos } from './contact-photos-test-support'

describe('POST /api/contact with photos', () => {
  it('keeps JPEG, PNG and WebP photos with the lead, cleaned and re-encoded', async () => {
    const { app, dataDir, store } = photosSetup()
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
    const { app, dataDir } = photosSetup()
    const tagged = await sharp(await photo('jpeg'))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 9/1 30/1' } })
      .jpeg()
      .toBuffer()
    const answer = await postWithPhotos(app, [{ name: 'gps.jpg', bytes: tagged }]).expect(201)
    const kept = readFileSync(join(dataDir, 'photos', answer.body.id as string, '1.jpg'))
    expect((await sharp(kept).metadata()).exif).toBeUndefined()
  })

  it('refuses a PDF or a text file named .jpg, naming it, and keeps nothing', async () => {
    const { app, dataDir, count } = photosSetup()
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
})
