/**
 * A photo at its most costly to decode, for the memory test and the bench: a large progressive
 * JPEG full of detail (smooth noise), so the decoder holds every coefficient while it reads.
 */
import sharp from 'sharp'

export async function costlyPhoto(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 100,
      height: 75,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  return sharp(noise)
    .resize(width, height, { fit: 'fill' })
    .jpeg({ progressive: true, quality: 90 })
    .toBuffer()
}
