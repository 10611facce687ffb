/**
 * How a photo is made small enough to send from a phone, said once for the page and for the
 * worker that does it off the page (./shrink-photo-worker.ts): at most 2,048 px on its longest
 * side, JPEG at 0.85, so a 12-megapixel photo travels as a few hundred KB to about a megabyte.
 */
import { PHOTO_LIMITS } from '../../../shared/photo-limits'

export const JPEG_QUALITY = 0.85

/** The size a photo is drawn at: its own, or scaled down to fit the longest side. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_LIMITS.longestSide / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** The name it is sent under: the chosen file's, as a .jpg. */
export function shrunkName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '') || 'photo'}.jpg`
}
