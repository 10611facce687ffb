/** The owner's e-mail of each lead ('owner-mail'): the lead, with its photos as they fit. */
import type { MailKind } from './mail-kind'
import { leadEmail } from './lead-email'
import { photoAttachments, photoNote } from './photo-attachments'

export const ownerMail: MailKind = {
  kind: 'owner-mail',
  name: 'notification',
  async compose(row, { to, dataDir, photosOf, sourceOf }) {
    const files = photosOf(row.id)
    const photos =
      dataDir && files.length
        ? await photoAttachments(dataDir, row.id, files)
        : { attachments: [], total: files.length }
    const message = leadEmail(row, {
      photos: photoNote(row.id, photos),
      source: sourceOf(row.id),
    })
    return { message: { to, ...message, attachments: photos.attachments } }
  },
}
