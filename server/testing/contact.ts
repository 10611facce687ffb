import { rmSync } from 'node:fs'
import request from 'supertest'
import { afterAll } from 'vitest'
import { createApp, type AppDeps } from '../app'
import type { Db } from '../db/database'
import { writeTestSite } from './built-pages'
import { temporaryDatabase } from './database'

/** A real app over a fresh SQLite file; the files go when the test file ends. */
export function contactSetup(
  rateLimit = { max: 1000, windowMs: 60_000 },
  deps: Partial<AppDeps> | ((dataDir: string, db: Db) => Partial<AppDeps>) = {},
) {
  const database = temporaryDatabase()
  databases.push(database)
  const extra = typeof deps === 'function' ? deps(database.dir, database.db) : deps
  const app = createApp({ store: database.store, contactRateLimit: rateLimit, ...extra })
  const count = (table: string) =>
    (database.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  return { ...database, app, count }
}

const databases: ReturnType<typeof temporaryDatabase>[] = []
afterAll(() => databases.forEach((d) => d.remove()))

/** A lead as the modal sends it. */
export const lead = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(914) 555-0199',
  email: 'maria.lopez@example.net',
  serviceType: 'kitchen',
  projectDetails:
    'Galley kitchen in a 1950s split-level, want to open the wall to the dining room.',
  fillMs: 42_000,
  formId: 'modal',
  pagePath: '/services/kitchens',
  website: '',
}

/** POST /api/contact with a JSON body (a string is sent as it is) and an optional key. */
export function postContact(app: ReturnType<typeof createApp>, body: unknown, key?: string) {
  const req = request(app).post('/api/contact').set('Content-Type', 'application/json')
  if (key) req.set('Idempotency-Key', key)
  return req.send(typeof body === 'string' ? body : JSON.stringify(body))
}

/** The site's origin in tests: where forms may be posted from. */
export const SITE = 'https://www.example.com'

/** The Accept header of a browser posting a form by itself. */
export const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

/** The estimate form's fields as a browser sends them when no script ran. */
export const formFields: Readonly<Record<string, string>> = {
  formId: 'estimate',
  pagePath: '/estimate',
  idempotencyKey: '',
  fillMs: '',
  firstName: lead.firstName,
  lastName: lead.lastName,
  phone: lead.phone,
  email: lead.email,
  serviceType: lead.serviceType,
  projectDetails: lead.projectDetails,
  website: '',
}

const sites: string[] = []
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The app over a small built site, keeping photos and taking forms from SITE. */
export function nativeSetup(rateLimit?: { max: number; windowMs: number }) {
  const distDir = writeTestSite()
  sites.push(distDir)
  return contactSetup(rateLimit, (dataDir) => ({ distDir, photos: { dataDir }, siteOrigin: SITE }))
}

/** POST /api/contact as a browser's own urlencoded form submission, from our page by default. */
export function postForm(
  app: ReturnType<typeof createApp>,
  fields: Readonly<Record<string, string>>,
  headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' },
) {
  return request(app)
    .post('/api/contact')
    .set('Accept', BROWSER_ACCEPT)
    .set(headers)
    .type('form')
    .send(new URLSearchParams({ ...fields }).toString())
}

/**
 * A multipart body written byte for byte as a browser writes it, so a file input left empty
 * sends what a browser sends: a part with an empty file name and no bytes.
 */
export function multipartBody(
  fields: Readonly<Record<string, string>>,
  files: readonly { name: string; bytes: Buffer; type?: string }[],
) {
  const boundary = '----WebKitFormBoundaryu7dF3kQ2mX9pL0aZ'
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) }
}
