/**
 * Another process holding the SQLite write lock (`npm run leads -- --delete` or `--backup`,
 * Litestream) while the real server process runs: pages are served as ever, a lead is told to
 * come back (503) within the retry budget, /healthz answers at once, and the same lead sent
 * after the lock is stored exactly once. Needs the built site (`npm test` builds first). The
 * times are printed so they can be quoted; the bounds are generous on purpose.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../scripts/bench/server-process'
import { BROWSER_ACCEPT, formFields, lead } from './testing/contact'
import { DATABASE_FILE } from './db/database'
import { freePort } from './testing/free-port'

let dataDir: string
let server: ServerProcess

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'locked-database-'))
  server = await startServerProcess({
    port: await freePort(),
    env: { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '1000000', SMTP_URL: '' },
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs `request` and how long it took, in ms. */
async function timed<T>(request: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now()
  const res = await request()
  return { res, ms: Math.round(performance.now() - started) }
}

const postLead = (key: string) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(lead),
  })

/** The estimate form as a browser posts it itself, with no script. */
const postForm = () =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Accept: BROWSER_ACCEPT, 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ ...formFields }),
  })

it('serves pages, answers leads 503 and /healthz at once while another process holds the lock', async () => {
  const key = crypto.randomUUID()
  const file = join(dataDir, DATABASE_FILE)
  const locker = new Database(file)
  const figures: Record<string, number | number[]> = {}
  try {
    locker.exec('BEGIN IMMEDIATE')
    // the lock is held: another writer's BEGIN IMMEDIATE would fail
    expect(locker.inTransaction).toBe(true)

    const page = await timed(() => fetch(`${server.url}/`).then(async (r) => [r, await r.text()]))
    figures.pageMs = page.ms

    // while the lead waits for the lock, the server goes on serving pages
    const leadAnswer = timed(() => postLead(key))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const pageDuringLead = await timed(() => fetch(`${server.url}/contact`).then((r) => r.text()))
    figures.pageWhileLeadRetriesMs = pageDuringLead.ms
    const { res: refused, ms: leadMs } = await leadAnswer
    figures.lead503Ms = leadMs
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const body = (await refused.json()) as { message?: string }
    expect(body.message).toMatch(/send it again/i)

    // a browser's own form submission gets the form's page back, saying the same
    const form = await timed(postForm)
    figures.form503Ms = form.ms
    expect(form.res.status).toBe(503)
    expect(form.res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(form.res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await form.res.text()).toMatch(/send it again/i)

    // a monitor polling on: every answer quick, none holding the process
    const health: number[] = []
    for (let poll = 0; poll < 6; poll++) {
      const check = await timed(() => fetch(`${server.url}/healthz`))
      expect(check.res.status).toBe(503)
      health.push(check.ms)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    figures.healthzMs = health

    expect(page.ms).toBeLessThan(1000)
    expect(pageDuringLead.ms).toBeLessThan(1000)
    expect(leadMs).toBeLessThan(3000)
    expect(form.ms).toBeLessThan(3000)
    expect(Math.max(...health)).toBeLessThan(1000)
    expect(locker.inTransaction).toBe(true)
  } finally {
    locker.exec('ROLLBACK')
    locker.close()
    console.log('during the lock:', JSON.stringify(figures))
  }

  // the lock released: the same lead, resent under its key, is stored once
  const stored = await timed(() => postLead(key))
  expect(stored.res.status).toBe(201)
  const { id } = (await stored.res.json()) as { id: string }
  const again = await postLead(key)
  expect(again.status).toBe(201)
  expect(((await again.json()) as { id: string }).id).toBe(id)
  await expect
    .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 5000 })
    .toBe(200)
  console.log('after the lock:', JSON.stringify({ lead201Ms: stored.ms }))

  const db = new Database(file, { readonly: true })
  try {
    expect(db.prepare('SELECT COUNT(*) FROM leads WHERE id = ?').pluck().get(id)).toBe(1)
    expect(db.prepare('SELECT COUNT(*) FROM idempotency_keys WHERE key = ?').pluck().get(key)).toBe(
      1,
    )
    // the form sent during the lock left nothing behind either
    expect(db.prepare('SELECT COUNT(*) FROM leads').pluck().get()).toBe(1)
  } finally {
    db.close()
  }
}, 60_000)
