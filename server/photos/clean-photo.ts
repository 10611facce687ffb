/**
 * A visitor's photo, checked and cleaned before it is kept: decoded with sharp (anything that
 * is not a photo is refused, naming the file), turned upright, shrunk to at most 2,048 px on its
 * longest side and re-encoded as JPEG. Re-encoding keeps only the pixels: the camera's metadata,
 * above all its GPS position, and anything hidden after the image data are left behind.
 *
 * Decoding is what costs memory (a large progressive JPEG holds all its coefficients while it
 * is read), so it is bounded three ways: a pixel limit, shrink-on-load, and a few at a time.
 */
import sharp from 'sharp'
import { PHOTO_LIMITS } from '../../shared/contact-request'
import { UNSAFE_CHARACTERS } from '../../shared/plain-text'
import { decodeSlots } from './decode-slots'

// One libvips thread per decode and no operation cache: a photo is decoded once, and the
// memory it took is given back when it is done rather than kept for a repeat that never comes.
sharp.concurrency(1)
sharp.cache(false)

/** The formats phones and cameras produce that sharp reads (HEIC photos arrive as JPEG from the form). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif'])
/**
 * The largest picture decoded: 64 megapixels. Phone cameras save 12 to 48 MP and reach about
 * 50; a larger picture is a panorama or a decoding bomb, and decoding one costs memory in step.
 */
export const MAX_PHOTO_PIXELS = 64_000_000
/** How many photos are decoded at once, across all requests; the others wait their turn. */
const DECODES_AT_ONCE = 2
const inDecodeSlot = decodeSlots(DECODES_AT_ONCE)
const JPEG_QUALITY = 85

export type CleanPhoto = { bytes: Buffer; width: number; height: number }

/** A file that is not a photo we can read; the message names it, a field problem: no full stop. */
export class PhotoRefused extends Error {
  override name = 'PhotoRefused'
}

/** The visitor's file name as it may be shown back: no folders, no unsafe characters, short. */
export function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim()
  return (clean || 'a photo').slice(0, 80)
}

/**
 * The photo upright, at most 2,048 px, as a JPEG without metadata; refuses, naming the file,
 * what is not a photo or is larger than MAX_PHOTO_PIXELS. Waits for a decode slot.
 */
export async function cleanPhoto(input: Buffer, name: string): Promise<CleanPhoto> {
  const refused = () =>
    new PhotoRefused(
      `“${shownName(name)}” is not a photo we can read: send a JPEG, PNG or WebP image`,
    )
  // the header alone: format and size, before a pixel is decoded
  let format: string | undefined
  let pixels: number
  try {
    const meta = await sharp(input).metadata()
    format = meta.format
    pixels = meta.width * meta.height
  } catch {
    throw refused()
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw refused()
  if (pixels > MAX_PHOTO_PIXELS) {
    throw new PhotoRefused(
      `“${shownName(name)}” is too large a picture (${Math.round(pixels / 1e6)} megapixels): ` +
        `send a photo of at most ${MAX_PHOTO_PIXELS / 1e6} megapixels`,
    )
  }
  try {
    return await inDecodeSlot(() => reencode(input))
  } catch {
    throw refused()
  }
}

/**
 * Decodes and re-encodes. Auto-orienting and a `fit: 'inside'` resize with nothing else let
 * libvips shrink a JPEG while it loads (by 2, 4 or 8) and read it in one sequential pass.
 */
async function reencode(input: Buffer): Promise<CleanPhoto> {
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
