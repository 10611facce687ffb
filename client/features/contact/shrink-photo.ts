/**
 * A photo made small enough to send from a phone: decoded by the browser, drawn at most 2,048 px
 * on its longest side and encoded as JPEG, so a 12-megapixel photo travels as a few hundred KB.
 * A file the browser cannot decode as an image is refused, by name.
 */
import { PHOTO_LIMITS } from '../../../shared/contact-request'

const QUALITY = 0.85

export type ShrunkPhoto = { name: string; blob: Blob; width: number; height: number }

export class NotAPhoto extends Error {
  constructor(readonly fileName: string) {
    super(`“${fileName}” is not a photo this browser can read.`)
    this.name = 'NotAPhoto'
  }
}

function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      QUALITY,
    ),
  )
}

export async function shrinkPhoto(file: File): Promise<ShrunkPhoto> {
  let bitmap: ImageBitmap
  try {
    // the orientation a phone writes into the file is applied, so the photo stands upright
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new NotAPhoto(file.name)
  }
  const scale = Math.min(1, PHOTO_LIMITS.longestSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.round(bitmap.width * scale)
  const height = Math.round(bitmap.height * scale)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const blob = await encode(canvas)
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`
  return { name, blob, width, height }
}
