/**
 * A visitor's photo, checked and cleaned before it is kept: its header read here (anything that
 * is not a photo is refused, naming the file), then decoded in the decoder process, turned
 * upright, shrunk to at most 2,048 px on its longest side and re-encoded as JPEG. Re-encoding
 * keeps only the pixels: the camera's metadata, above all its GPS position, and anything hidden
 * after the image data are left behind.
 *
 * Decoding is what costs memory (a large progressive JPEG holds all its coefficients while it
 * is read), so it is bounded four ways: a pixel limit, shrink-on-load, a budget of pixels
 * decoded at once, and a process of its own that gives all of it back.
 */
import sharp from 'sharp'
import { UNSAFE_CHARACTERS } from '../../shared/plain-text'
import { decodeBudget } from './decode-budget'
import { photoDecoder } from './decoder'
import { MAX_PHOTO_PIXELS, type CleanPhoto } from './reencode'

export { MAX_PHOTO_PIXELS, type CleanPhoto }

// the headers read here need no cache: each photo is read once
sharp.cache(false)

/** The formats phones and cameras produce that sharp reads (HEIC photos arrive as JPEG from the form). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif'])
/**
 * The pixels decoded at once, across all requests; other photos wait their turn. A progressive
 * JPEG holds about 3.6 bytes a pixel while it is read (PNG and WebP, read line by line, far
 * less): 80 MP is about 290 MB at worst, lets six 12 MP phone photos decode together, and
 * never two of the largest.
 */
const PIXELS_DECODED_AT_ONCE = 80_000_000
const withinDecodeBudget = decodeBudget(PIXELS_DECODED_AT_ONCE)
const decoder = photoDecoder()

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
 * The photo (a file's path, or its bytes) upright, at most 2,048 px, as a JPEG without
 * metadata; refuses, naming the file, what is not a photo or is larger than MAX_PHOTO_PIXELS.
 * Waits until the decode budget has room for it.
 */
export async function cleanPhoto(input: string | Buffer, name: string): Promise<CleanPhoto> {
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
    return await withinDecodeBudget(pixels, () => decoder.decode(input))
  } catch {
    throw refused()
  }
}
