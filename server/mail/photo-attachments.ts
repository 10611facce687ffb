/**
 * The photos of a lead as e-mail attachments: each shrunk for mail (1,280 px, JPEG), as many as
 * fit in a size most mail servers accept. What is left out is said in the e-mail, with the
 * command that copies every photo from the server.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { leadPhotoDir } from '../photos/photo-files'

/** Attachments travel base64 (a third larger): 10 MB of photos stays under a 15 MB message. */
export const MAIL_PHOTO_BYTES = 10 * 1024 * 1024
const MAIL_LONGEST_SIDE = 1280
const MAIL_QUALITY = 75

export type PhotoAttachments = {
  attachments: { filename: string; content: Buffer; contentType: string }[]
  /** how many photos the lead has, attached or not */
  total: number
}

export async function photoAttachments(
  dataDir: string,
  leadId: string,
  files: readonly string[],
): Promise<PhotoAttachments> {
  const attachments: PhotoAttachments['attachments'] = []
  let bytes = 0
  for (const [index, file] of files.entries()) {
    let content: Buffer
    try {
      content = await sharp(readFileSync(join(leadPhotoDir(dataDir, leadId), file)))
        .resize({
          width: MAIL_LONGEST_SIDE,
          height: MAIL_LONGEST_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: MAIL_QUALITY, mozjpeg: true })
        .toBuffer()
    } catch {
      continue // a photo removed since (the lead deleted on request): the e-mail says how many
    }
    if (bytes + content.length > MAIL_PHOTO_BYTES) break
    bytes += content.length
    attachments.push({ filename: `photo-${index + 1}.jpg`, content, contentType: 'image/jpeg' })
  }
  return { attachments, total: files.length }
}

/** The e-mail's line about the photos, or nothing when there are none. */
export function photoNote(
  leadId: string,
  { attachments, total }: PhotoAttachments,
): string | undefined {
  if (total === 0) return undefined
  if (attachments.length === total) return `${total} photo${total === 1 ? '' : 's'} attached.`
  return (
    `${total} photos were sent; ${attachments.length} attached here (the rest would make the ` +
    `e-mail too large for most mail servers). Copy them all from the server with: ` +
    `npm run leads -- --photos ${leadId} <folder>`
  )
}
