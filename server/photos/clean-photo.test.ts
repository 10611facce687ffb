import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanPhoto, PhotoRefused, shownName } from './clean-photo'

/** A real image made here, of a size and format a phone would send. */
function photo(format: 'jpeg' | 'png' | 'webp', width = 4032, height = 3024) {
  return sharp({ create: { width, height, channels: 3, background: '#8a7' } })
    .toFormat(format)
    .toBuffer()
}

describe('cleaning a visitor’s photo', () => {
  it('takes JPEG, PNG and WebP, and keeps the longest side to 2,048 px', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const clean = await cleanPhoto(await photo(format), `kitchen.${format}`)
      expect(Math.max(clean.width, clean.height), format).toBe(2048)
      expect((await sharp(clean.bytes).metadata()).format).toBe('jpeg')
    }
    const small = await cleanPhoto(await photo('jpeg', 800, 600), 'small.jpg')
    expect([small.width, small.height]).toEqual([800, 600])
  })

  it('drops the camera’s metadata, its GPS position above all', async () => {
    const tagged = await sharp(await photo('jpeg', 1200, 900))
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 9/1 30/1' },
      })
      .jpeg()
      .toBuffer()
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    const clean = await cleanPhoto(tagged, 'with-gps.jpg')
    const meta = await sharp(clean.bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(clean.bytes.includes(Buffer.from('41/1'))).toBe(false)
  })

  it('refuses what is not a photo, naming the file', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')
    await expect(cleanPhoto(pdf, 'plans.pdf')).rejects.toThrow(PhotoRefused)
    await expect(cleanPhoto(pdf, 'plans.pdf')).rejects.toThrow('“plans.pdf” is not a photo')
    const text = Buffer.from('not really a picture')
    await expect(cleanPhoto(text, 'kitchen.jpg')).rejects.toThrow('“kitchen.jpg” is not a photo')
    const cut = (await photo('jpeg', 1200, 900)).subarray(0, 2000)
    await expect(cleanPhoto(cut, 'cut.jpg')).rejects.toThrow(PhotoRefused)
  })

  it('shows a file name back without its folders or control characters', () => {
    expect(shownName('C:\\Users\\ann\\IMG_0001.jpg')).toBe('IMG_0001.jpg')
    expect(shownName('../../etc/passwd')).toBe('passwd')
    expect(shownName('evil\u202e\u0007gpj.exe')).toBe('evilgpj.exe')
    expect(shownName('')).toBe('a photo')
  })
})
