/** The owner's mail carries a lead's photos as attachments, shrunk for mail. */
import nodemailer from 'nodemailer'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { startMailSender } from '../mail/mail-sender'
import { contactSetup, SITE } from '../testing/contact'
import { startTestSmtp } from '../testing/smtp-server'
import { photo, postWithPhotos } from './contact-photos-test-support'

describe('POST /api/contact with photos', () => {
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  })

  it('mails the owner the photos as attachments, shrunk for mail', async () => {
    const smtp = await startTestSmtp()
    let wake = () => {}
    const t = contactSetup(undefined, (dataDir) => ({
      photos: { dataDir },
      siteOrigin: SITE,
      onLead: () => wake(),
    }))
    const sender = startMailSender(t.db, {
      transport: nodemailer.createTransport(smtp.url),
      from: '"Website" <leads@example.com>',
      to: ['owner@example.com'],
      dataDir: t.dir,
    })
    wake = () => void sender.wake()
    cleanups.push(() => sender.stop(), smtp.close)
    const files = [
      { name: 'before.jpg', bytes: await photo('jpeg', 4032, 3024) },
      { name: 'sink.png', bytes: await photo('png') },
    ]
    await postWithPhotos(t.app, files).expect(201)
    await smtp.waitFor(1)
    const mail = smtp.messages[0]!
    expect(mail.text).toContain('Photos: 2 photos attached.')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ])
    const first = await sharp(mail.attachments[0]!.content).metadata()
    expect(Math.max(first.width ?? 0, first.height ?? 0)).toBe(1280)
  })
})
