import type { Page } from '@playwright/test'
import sharp from 'sharp'

/** A phone-sized photo made here (4032 × 3024), a few MB before the browser shrinks it. */
export async function phonePhoto(name: string, colour: string) {
  const buffer = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: colour,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** The photos the request form shows as chosen, one item each. */
export const thumbnails = (page: Page) =>
  page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')
