import request from 'supertest'
import { afterAll } from 'vitest'
import { createApp, type AppDeps } from '../app'
import { temporaryDatabase } from '../test-support'

/** A real app over a fresh SQLite file; the files go when the test file ends. */
export function contactSetup(
  rateLimit = { max: 1000, windowMs: 60_000 },
  deps: Partial<AppDeps> | ((dataDir: string) => Partial<AppDeps>) = {},
) {
  const database = temporaryDatabase()
  databases.push(database)
  const extra = typeof deps === 'function' ? deps(database.dir) : deps
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
