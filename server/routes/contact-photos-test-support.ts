/** Photo requests for the contact route's tests: real photos, the app keeping them, the files left. */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { expect, vi } from 'vitest'
import { uploadsDir } from '../photos/upload-files'
import { contactSetup, lead, SITE } from '../testing/contact'

export const MB = 1024 * 1024

/** A real photo made here: a phone-sized picture in the given format. */
export function photo(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#b98' } })
    .toFormat(format)
    .toBuffer()
}

/** The lead's fields and its photos as the form sends them, from our own page. */
export function postWithPhotos(
  app: ReturnType<typeof contactSetup>['app'],
  files: { name: string; bytes: Buffer }[],
  options: { key?: string; site?: string; fields?: Record<string, string> } = {},
) {
  const req = request(app)
    .post('/api/contact')
    .set('Sec-Fetch-Site', options.site ?? 'same-origin')
  if (options.key) req.set('Idempotency-Key', options.key)
  const fields = { ...lead, fillMs: String(lead.fillMs), ...options.fields }
  for (const [name, value] of Object.entries(fields)) req.field(name, value)
  for (const file of files) req.attach('photos', file.bytes, file.name)
  return req
}

/** The app with photos on, keeping them under its test's own data directory. */
export function photosSetup(rateLimit?: { max: number; windowMs: number }) {
  const context = contactSetup(rateLimit, (dataDir) => ({
    photos: { dataDir },
    siteOrigin: SITE,
  }))
  return { ...context, dataDir: context.dir }
}

/** The leads that have photos kept under DATA_DIR/photos, one folder each. */
export const photoDirs = (dataDir: string) =>
  existsSync(join(dataDir, 'photos')) ? readdirSync(join(dataDir, 'photos')) : []

/** The photos as received that are still waiting in DATA_DIR/uploads. */
export const uploadsLeft = (dataDir: string) =>
  existsSync(uploadsDir(dataDir)) ? readdirSync(uploadsDir(dataDir)) : []

/** Once the answer is out, the request's uploads go; this waits the moment that takes. */
export const expectNoUploadsLeft = (dataDir: string) =>
  vi.waitFor(() => expect(uploadsLeft(dataDir)).toEqual([]), { timeout: 2000 })
