import type { Page } from '@playwright/test'
import sharp from 'sharp'

const made = new Map<string, Promise<Buffer>>()

/**
 * A phone-sized photo made here: 4032 × 3024 and about 5 MB, as a phone's camera writes it, before
 * the browser shrinks it. Noise at a quarter of the size, enlarged, gives a photo's detail in a
 * quarter of the time full-size noise takes (about 0.6 s against 2.4 s a photo); each colour is
 * made once a test worker.
 */
export async function phonePhoto(name: string, colour: string) {
  let buffer = made.get(colour)
  if (!buffer) {
    buffer = sharp({
      create: {
        width: 1008,
        height: 756,
        channels: 3,
        background: colour,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
      .then((noise) =>
        sharp(noise).resize(4032, 3024, { kernel: 'cubic' }).jpeg({ quality: 92 }).toBuffer(),
      )
    made.set(colour, buffer)
  }
  return { name, mimeType: 'image/jpeg', buffer: await buffer }
}

/**
 * The time a test allows when the browser shrinks two phone photos: decoding and encoding 12
 * megapixels without a GPU takes about 2 s a photo here, and longer on a loaded CI machine, where
 * the default 30 s was once not enough.
 */
export const TWO_PHOTOS_TEST_MS = 60_000

/** The photos the request form shows as chosen, one item each. */
export const thumbnails = (page: Page) =>
  page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')
