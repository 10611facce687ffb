/**
 * The decode itself: a photo upright, at most 2,048 px on its longest side, re-encoded as a JPEG
 * that keeps only the pixels. Runs in the decoder process (decode-process.ts), never in the
 * server's own.
 */
import sharp from 'sharp'
import { PHOTO_LIMITS } from '../../shared/photo-limits'

/**
 * The largest picture decoded: 64 megapixels. Phone cameras save 12 to 48 MP and reach about
 * 50; a larger picture is a panorama or a decoding bomb, and decoding one costs memory in step.
 */
export const MAX_PHOTO_PIXELS = 64_000_000
const JPEG_QUALITY = 85

export type CleanPhoto = { bytes: Buffer; width: number; height: number }

/**
 * Decodes and re-encodes. Auto-orienting and a `fit: 'inside'` resize with nothing else let
 * libvips shrink a JPEG while it loads (by 2, 4 or 8) and read any photo in one sequential pass.
 */
export async function reencode(input: string | Buffer): Promise<CleanPhoto> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({
      width: PHOTO_LIMITS.longestSide,
      height: PHOTO_LIMITS.longestSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.height }
}
