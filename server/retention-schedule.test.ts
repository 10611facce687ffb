/** Retention while another process locks the database: no wait, no throw, a later run. */
import { afterAll, afterEach, expect, it, vi } from 'vitest'
import { SERVER_BUSY_TIMEOUT_MS } from './db/busy'
import { startRetention } from './retention-schedule'
import { lead } from './testing/contact'
import { holdWriteLock, temporaryDatabase } from './testing/database'

const t = temporaryDatabase(SERVER_BUSY_TIMEOUT_MS)
afterAll(() => t.remove())
afterEach(() => vi.useRealTimers())

it('tries again later when the database is locked, and then deletes what is due', () => {
  vi.useFakeTimers()
  const { firstName, lastName, phone, email } = lead
  t.store.save({ firstName, lastName, phone, email }, 'an-old-request-key', 'hash')
  const longAgo = new Date(Date.now() - 3 * 365 * 24 * 60 * 60_000).toISOString()
  t.db.prepare('UPDATE leads SET created_at = ?').run(longAgo)
  t.db.prepare('UPDATE idempotency_keys SET created_at = ?').run(longAgo)
  const count = () => t.db.prepare('SELECT COUNT(*) FROM leads').pluck().get()
  const notices: string[] = []

  const lock = holdWriteLock(t.dir)
  const retention = startRetention({
    db: t.db,
    store: t.store,
    dataDir: t.dir,
    photoRetentionDays: 180,
    notice: (line) => notices.push(line),
  })
  try {
    expect(count()).toBe(1)
    expect(notices.join('\n')).toMatch(/locked by another process; trying again/)
  } finally {
    lock.release()
  }
  vi.advanceTimersByTime(60_000)
  expect(count()).toBe(0)
  expect(notices.at(-1)).toMatch(/deleted 1 old lead/)
  retention.stop()
})
