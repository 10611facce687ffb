/**
 * Shrinks one photo off the page: decoding, drawing and encoding 12 megapixels on the page held
 * it for 50–150 ms at a time (a slow phone, 4× CPU), so a tap while photos were added waited.
 * Answers with the shrunk photo, or with nothing when this browser cannot do it here; the page
 * then does it itself (./shrink-photo.ts).
 */
/// <reference lib="webworker" />
import { JPEG_QUALITY, shrunkSize } from './photo-size'

export type ShrinkAnswer = { blob: Blob; width: number; height: number } | { failed: true }

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (event: MessageEvent<File>) => {
  let answer: ShrinkAnswer
  try {
    // the orientation a phone writes into the file is applied, so the photo stands upright
    const bitmap = await createImageBitmap(event.data, { imageOrientation: 'from-image' })
    const { width, height } = shrunkSize(bitmap.width, bitmap.height)
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
    answer = { blob, width, height }
  } catch {
    answer = { failed: true }
  }
  self.postMessage(answer)
}
