/**
 * A visitor's photo, checked and cleaned before it is kept: decoded with sharp (anything that
 * is not a photo is refused, naming the file), turned upright, shrunk to at most 2,048 px on its
 * longest side and re-encoded as JPEG. Re-encoding keeps only the pixels: the camera's metadata,
 * above all its GPS position, and anything hidden after the image data are left behind.
 */
import sharp from 'sharp'
import { PHOTO_LIMITS } from '../../shared/contact-request'
import { UNSAFE_CHARACTERS } from '../../shared/plain-text'

/** The formats phones and cameras produce that sharp reads (HEIC photos arrive as JPEG from the form). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif'])
/** A decoding bomb stops here: about 100 megapixels, well above any phone's camera. */
const MAX_INPUT_PIXELS = 100_000_000
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

export async function cleanPhoto(input: Buffer, name: string): Promise<CleanPhoto> {
  const refused = () =>
    new PhotoRefused(
      `“${shownName(name)}” is not a photo we can read: send a JPEG, PNG or WebP image`,
    )
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw refused()
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw refused()
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: PHOTO_LIMITS.longestSide,
        height: PHOTO_LIMITS.longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw refused()
  }
}
