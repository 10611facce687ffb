/**
 * A photo made small enough to send from a phone (./photo-size.ts), in a worker where the browser
 * can draw off the page, else on the page. A file the browser cannot decode as an image is
 * refused, by name.
 */
import { JPEG_QUALITY, shrunkName, shrunkSize } from './photo-size'
import type { ShrinkAnswer } from './shrink-photo-worker'

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
      JPEG_QUALITY,
    ),
  )
}

/** On the page: what every browser that reads photos can do. */
async function shrinkHere(file: File): Promise<Omit<ShrunkPhoto, 'name'>> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new NotAPhoto(file.name)
  }
  const { width, height } = shrunkSize(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return { blob: await encode(canvas), width, height }
}

/**
 * In a worker, one a photo: undefined where the browser has no drawing off the page, or the
 * worker could not do it (its script not reached offline, a decoder only the page has).
 */
function shrinkInWorker(file: File): Promise<Omit<ShrunkPhoto, 'name'> | undefined> {
  if (typeof OffscreenCanvas === 'undefined' || !('convertToBlob' in OffscreenCanvas.prototype)) {
    return Promise.resolve(undefined)
  }
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./shrink-photo-worker.ts', import.meta.url), { type: 'module' })
    } catch {
      return resolve(undefined)
    }
    const done = (shrunk?: Omit<ShrunkPhoto, 'name'>) => {
      worker.terminate()
      resolve(shrunk)
    }
    worker.onmessage = ({ data }: MessageEvent<ShrinkAnswer>) =>
      done('failed' in data ? undefined : data)
    worker.onerror = () => done()
    worker.onmessageerror = () => done()
    worker.postMessage(file)
  })
}

export async function shrinkPhoto(file: File): Promise<ShrunkPhoto> {
  const shrunk = (await shrinkInWorker(file)) ?? (await shrinkHere(file))
  return { name: shrunkName(file.name), ...shrunk }
}
