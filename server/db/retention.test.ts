import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LeadSource } from '../../shared/lead-source'
import {
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  LEAD_RETENTION_MONTHS,
  VIEW_COUNT_RETENTION_MONTHS,
} from '../../shared/retention'
import { temporaryDatabase } from '../testing/database'
import { DATABASE_FILE } from './database'
import { LEAD_NOTIFICATIONS } from './outbox-kinds'
import { eraseLeads, monthsBefore, pruneExpired, pruneExpiredPhotos } from './retention'

const DAY_MS = 24 * 60 * 60 * 1000

let t: ReturnType<typeof temporaryDatabase>
beforeEach(() => (t = temporaryDatabase()))
afterEach(() => t.remove())

/** Stores a lead the way the contact route does (lead, outbox rows, key) and returns its id. */
function storeLead(
  email: string,
  fields: { firstName?: string; createdAt?: string; source?: LeadSource } = {},
) {
  const outcome = t.store.save(
    {
      firstName: fields.firstName ?? 'Maria',
      lastName: 'Lopez',
      phone: '(914) 555-0199',
      email,
      projectDetails: 'Hall bath',
      source: fields.source ?? { firstPage: '/', referrerHost: 'houzz.com' },
    },
    `key-${Math.random().toString(36).slice(2)}`,
    'hash',
  )
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`)
  const id = outcome.response.id
  if (fields.createdAt) {
    t.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(fields.createdAt, id)
  }
  return id
}

const leadIds = () =>
  (t.db.prepare('SELECT id FROM leads ORDER BY id').all() as { id: string }[]).map((r) => r.id)
const outboxLeadIds = () =>
  (t.db.prepare('SELECT DISTINCT lead_id FROM outbox').all() as { lead_id: string }[]).map(
    (r) => r.lead_id,
  )
const sourceLeadIds = () =>
  t.db.prepare('SELECT lead_id FROM lead_sources ORDER BY lead_id').pluck().all() as string[]
const keyCount = () =>
  (t.db.prepare('SELECT count(*) AS n FROM idempotency_keys').get() as { n: number }).n

describe('eraseLeads: deletion on request', () => {
  it('deletes every lead from an address, in any letter case, with its outbox rows and keys', () => {
    const first = storeLead('maria@example.net')
    const second = storeLead('Maria@Example.NET')
    const other = storeLead('john@example.com')

    const erased = eraseLeads(t.db, '  MARIA@example.net ')

    expect(erased).toMatchObject({
      leads: 2,
      outbox: 2 * LEAD_NOTIFICATIONS.length,
      keys: 2,
      walEmptied: true,
    })
    expect(leadIds()).toEqual([other])
    expect(outboxLeadIds()).toEqual([other])
    expect(keyCount()).toBe(1)
    expect(leadIds()).not.toContain(first)
    expect(leadIds()).not.toContain(second)
  })

  it('deletes the homeowner’s confirmation with the owner’s e-mail, sent or not', () => {
    const first = storeLead('maria@example.net')
    const second = storeLead('maria@example.net')
    const kept = storeLead('john@example.com')
    t.db
      .prepare("UPDATE outbox SET sent_at = ? WHERE lead_id = ? AND kind = 'homeowner-mail'")
      .run(new Date().toISOString(), first)
    const kinds = t.db.prepare('SELECT kind FROM outbox WHERE lead_id = ?').pluck()
    const both = expect.arrayContaining(['owner-mail', 'homeowner-mail'])
    for (const id of [first, second, kept]) expect(kinds.all(id)).toEqual(both)

    eraseLeads(t.db, 'maria@example.net')

    for (const id of [first, second]) expect(kinds.all(id)).toEqual([])
    expect(kinds.all(kept)).toEqual(both)
  })

  it('matches letters beyond ASCII case-insensitively too', () => {
    storeLead('JOSÉ@example.net')
    expect(eraseLeads(t.db, 'josé@example.net').leads).toBe(1)
  })

  it('deletes one lead by its id and leaves the address’s other leads', () => {
    const first = storeLead('maria@example.net')
    const second = storeLead('maria@example.net')
    expect(eraseLeads(t.db, first)).toMatchObject({ leads: 1, outbox: LEAD_NOTIFICATIONS.length })
    expect(leadIds()).toEqual([second])
  })

  it('deletes nothing when nothing matches', () => {
    storeLead('maria@example.net')
    expect(eraseLeads(t.db, 'someone@example.net')).toMatchObject({ leads: 0, outbox: 0 })
    expect(eraseLeads(t.db, 'no-such-id')).toMatchObject({ leads: 0 })
    expect(leadIds()).toHaveLength(1)
  })

  it('deletes where each erased lead came from, and only theirs', () => {
    const erased = storeLead('maria@example.net')
    const kept = storeLead('john@example.com')
    expect(sourceLeadIds()).toEqual([erased, kept].sort())
    eraseLeads(t.db, erased)
    expect(sourceLeadIds()).toEqual([kept])
    expect(t.store.sourceOf(kept)).toEqual({ firstPage: '/', referrerHost: 'houzz.com' })
  })

  it('leaves no readable copy of the deleted text in the file or its write-ahead log', () => {
    const marker = 'Zebulon-Quackenbush-4242'
    storeLead('before@example.net')
    storeLead('erase-me@example.net', {
      firstName: marker,
      source: { firstPage: '/', utmCampaign: marker },
    })
    for (let i = 0; i < 20; i++) storeLead(`after-${i}@example.net`)
    t.db.pragma('wal_checkpoint(TRUNCATE)')

    eraseLeads(t.db, 'erase-me@example.net')

    for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`]) {
      const bytes = (() => {
        try {
          return readFileSync(join(t.dir, file))
        } catch {
          return Buffer.alloc(0)
        }
      })()
      expect(bytes.includes(marker), `${file} still holds the deleted name`).toBe(false)
    }
  })
})

describe('monthsBefore', () => {
  it('counts calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-23T12:34:56.789Z'), 24).toISOString()).toBe(
      '2024-11-23T12:34:56.789Z',
    )
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 1).toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    )
  })

  it('ends on the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2028-02-29T08:00:00.000Z'), 24).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    )
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    )
  })
})

describe('pruneExpired: retention', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')
  const at = (ms: number) => new Date(ms).toISOString()

  it(`deletes idempotency keys older than ${IDEMPOTENCY_KEY_RETENTION_DAYS} days, keeping those at the limit`, () => {
    const limit = now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS
    const insert = t.db.prepare(
      "INSERT INTO idempotency_keys (key, request_hash, status, response, created_at) VALUES (?, 'h', 201, '{}', ?)",
    )
    insert.run('just-expired', at(limit - 1))
    insert.run('at-the-limit', at(limit))
    insert.run('recent', at(now.getTime() - DAY_MS))

    expect(pruneExpired(t.db, now).keys).toBe(1)
    const kept = t.db.prepare('SELECT key FROM idempotency_keys ORDER BY key').all()
    expect(kept).toEqual([{ key: 'at-the-limit' }, { key: 'recent' }])
  })

  it(`deletes leads older than ${LEAD_RETENTION_MONTHS} months with their outbox rows, sent or not`, () => {
    const limit = monthsBefore(now, LEAD_RETENTION_MONTHS).getTime()
    const expired = storeLead('old@example.net', { createdAt: at(limit - 1) })
    const atLimit = storeLead('limit@example.net', { createdAt: at(limit) })
    const recent = storeLead('new@example.net', { createdAt: at(now.getTime() - DAY_MS) })
    // the expired lead's e-mail never went out: it goes anyway, with the lead
    expect(
      t.db.prepare('SELECT sent_at FROM outbox WHERE lead_id = ?').pluck().all(expired),
    ).toEqual(LEAD_NOTIFICATIONS.map(() => null))

    const pruned = pruneExpired(t.db, now)

    expect(pruned).toMatchObject({ leads: 1, outbox: LEAD_NOTIFICATIONS.length })
    expect(leadIds()).toEqual([atLimit, recent].sort())
    expect(outboxLeadIds().sort()).toEqual([atLimit, recent].sort())
    expect(sourceLeadIds()).toEqual([atLimit, recent].sort())
  })

  it(`deletes page view counts of days older than ${VIEW_COUNT_RETENTION_MONTHS} months`, () => {
    // 25 months before 2026-11-23 is 2024-10-23 (New York): that day stays, the one before goes
    const insert = t.db.prepare(
      "INSERT INTO page_views (day, path, referrer_host, views) VALUES (?, '/', '', 3)",
    )
    for (const day of ['2024-10-22', '2024-10-23', '2026-11-01']) insert.run(day)
    expect(pruneExpired(t.db, now).views).toBe(1)
    expect(t.db.prepare('SELECT day FROM page_views ORDER BY day').pluck().all()).toEqual([
      '2024-10-23',
      '2026-11-01',
    ])
  })

  it('deletes nothing when nothing is old enough', () => {
    storeLead('new@example.net')
    expect(pruneExpired(t.db)).toEqual({ leads: 0, outbox: 0, keys: 0, views: 0 })
    expect(leadIds()).toHaveLength(1)
  })
})

describe('pruning photos', () => {
  it('forgets the photos of leads older than the photo period, and keeps the leads', () => {
    const person = {
      firstName: 'A',
      lastName: 'B',
      phone: '(914) 555-0100',
      email: 'a@example.net',
    }
    const file = { position: 1, file: '1.jpg', bytes: 10, width: 1, height: 1 }
    const old = '44444444-4444-4444-8444-444444444444'
    const recent = '55555555-5555-4555-8555-555555555555'
    t.store.save(person, undefined, 'h1', { leadId: old, files: [file] })
    t.store.save(person, undefined, 'h2', { leadId: recent, files: [file] })
    t.db
      .prepare('UPDATE leads SET created_at = ? WHERE id = ?')
      .run('2026-01-01T00:00:00.000Z', old)
    const now = new Date('2026-06-01T00:00:00.000Z')
    expect(pruneExpiredPhotos(t.db, 90, now)).toEqual([old])
    expect(t.store.photosOf(old)).toEqual([])
    expect(t.store.photosOf(recent)).toHaveLength(1)
    expect(t.store.byId(old)).toBeDefined()
  })
})
