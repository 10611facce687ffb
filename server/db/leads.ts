import { createHash, randomUUID } from 'node:crypto'
import {
  contactRequest,
  type ContactRequest,
  type ContactResponse,
  type FormId,
} from '../../shared/contact-request'
import type { LeadSource } from '../../shared/lead-source'
import type { Db } from './database'
import type { PhotoFile } from '../photos/photo-files'
import { LEAD_FIELDS, type StoredLead } from './lead-fields'
import { leadSources } from './lead-sources'
import { LEAD_NOTIFICATIONS, type OutboxKind } from './outbox-kinds'

export type { StoredLead }

export type NewLead = ContactRequest & {
  formId?: FormId | undefined
  pagePath?: string | undefined
  /** sent by the browser itself, without the page's script (so without a fill time) */
  sentWithoutScript?: boolean | undefined
  /** where it came from: kept beside it (lead_sources), never part of its hash */
  source?: LeadSource | undefined
}

export type StoreOutcome =
  | { kind: 'stored'; status: number; response: ContactResponse }
  | { kind: 'replayed'; status: number; response: ContactResponse }
  | { kind: 'decoy'; status: number; response: ContactResponse }
  | { kind: 'conflict' }

/**
 * The fingerprint that tells a repeat from a different request under the same key: the lead's
 * own fields after validation, in a fixed order. The fill time, the form and the page are how it
 * was sent, not what it says, so a resend that differs only there is the same request. Each
 * photo counts by its SHA-256 (hex), in order.
 */
export function leadHash(lead: ContactRequest, photoHashes: readonly string[] = []): string {
  const fields = REQUEST_FIELDS.map((field) => lead[field] ?? null)
  const hash = createHash('sha256').update(JSON.stringify(fields))
  // the photos are part of what was sent: the same key with other photos is another request
  for (const photoHash of photoHashes) hash.update(photoHash)
  return hash.digest('hex')
}

/** The request's own fields, in the schema's order (the hash of stored keys depends on it). */
const REQUEST_FIELDS = Object.keys(contactRequest.shape) as (keyof ContactRequest)[]

/** The columns of a StoredLead, from the leads table under an optional alias. */
export function leadColumns(alias = ''): string {
  const t = alias ? `${alias}.` : ''
  return Object.entries(LEAD_FIELDS)
    .map(([field, { column }]) => `${t}${column} AS ${field}`)
    .join(', ')
}

const INSERT_LEAD = `INSERT INTO leads (${Object.values(LEAD_FIELDS)
  .map((field) => field.column)
  .join(', ')})
  VALUES (${Object.keys(LEAD_FIELDS)
    .map((field) => `@${field}`)
    .join(', ')})`

export type LeadStoreOptions = {
  /** the outbox rows each stored lead gets, one per kind (default LEAD_NOTIFICATIONS) */
  notifications?: readonly OutboxKind[]
}

/** The lead store: leads, their outbox rows and idempotency keys, in one SQLite file. */
export function leadStore(db: Db, options: LeadStoreOptions = {}) {
  const notifications = options.notifications ?? LEAD_NOTIFICATIONS
  const insertLead = db.prepare(INSERT_LEAD)
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (lead_id, next_attempt_at, kind) VALUES (?, ?, ?)',
  )
  const findKey = db.prepare<[string], { request_hash: string; status: number; response: string }>(
    'SELECT request_hash, status, response FROM idempotency_keys WHERE key = ?',
  )
  const insertKey = db.prepare(
    'INSERT INTO idempotency_keys (key, request_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const allLeads = db.prepare<[], StoredLead>(
    `SELECT ${leadColumns()} FROM leads ORDER BY created_at, id`,
  )
  const oneLead = db.prepare<[string], StoredLead>(
    `SELECT ${leadColumns()} FROM leads WHERE id = ?`,
  )

  const insertPhoto = db.prepare(
    'INSERT INTO lead_photos (lead_id, position, file, bytes, width, height) VALUES (@leadId, @position, @file, @bytes, @width, @height)',
  )
  const photosOfLead = db.prepare<[string], PhotoFile>(
    'SELECT position, file, bytes, width, height FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )
  const photoCounts = db.prepare<[], { leadId: string; count: number }>(
    'SELECT lead_id AS leadId, COUNT(*) AS count FROM lead_photos GROUP BY lead_id',
  )

  const sources = leadSources(db)

  const markChecked = db.prepare(
    'INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
  )

  /**
   * Stores a lead and its notifications (an outbox row per kind) in one transaction, under an
   * optional idempotency key: the same key and lead again returns the first answer, and writes
   * nothing, so a replay alerts nobody twice; the same key with another lead is a conflict. A bot's request (`lead` null) is stored as its key and answer only, so its
   * repeats are answered exactly as a person's are. Synchronous: no two requests interleave.
   * Photos come already written under the lead id they were given (`photos`): their rows commit
   * with the lead, or not at all.
   */
  const save = db.transaction(
    (
      lead: NewLead | null,
      key: string | undefined,
      hash: string,
      photos?: { leadId: string; files: readonly PhotoFile[] },
    ): StoreOutcome => {
      if (key) {
        const seen = findKey.get(key)
        if (seen) {
          if (seen.request_hash !== hash) return { kind: 'conflict' }
          return { kind: 'replayed', status: seen.status, response: JSON.parse(seen.response) }
        }
      }
      const now = new Date().toISOString()
      const id = photos?.leadId ?? randomUUID()
      const response: ContactResponse = { ok: true, id }
      if (key) insertKey.run(key, hash, 201, JSON.stringify(response), now)
      if (!lead) return { kind: 'decoy', status: 201, response }
      const row: StoredLead = {
        id,
        createdAt: now,
        firstName: lead.firstName,
        lastName: lead.lastName,
        phone: lead.phone,
        email: lead.email,
        serviceType: lead.serviceType ?? null,
        projectDetails: lead.projectDetails ?? null,
        formId: lead.formId ?? null,
        pagePath: lead.pagePath ?? null,
        sentWithoutScript: lead.sentWithoutScript ? 1 : 0,
      }
      insertLead.run(row)
      if (lead.source) sources.save(id, lead.source)
      for (const photo of photos?.files ?? []) insertPhoto.run({ leadId: id, ...photo })
      for (const kind of notifications) insertOutbox.run(id, now, kind)
      return { kind: 'stored', status: 201, response }
    },
  )

  return {
    save: (
      lead: NewLead | null,
      key: string | undefined,
      hash: string,
      photos?: { leadId: string; files: readonly PhotoFile[] },
    ) => save.immediate(lead, key, hash, photos),
    /** Whether this key was already answered for this same lead: a true replay. */
    isReplay: (key: string, hash: string) => findKey.get(key)?.request_hash === hash,
    /** Whether a write reaches the file now (a failed write throws: disk full, read-only...). */
    writable(): boolean {
      try {
        markChecked.run(new Date().toISOString())
        return true
      } catch {
        return false
      }
    },
    all: () => allLeads.all(),
    /** The photos kept with a lead, in the order they were sent. */
    photosOf: (id: string) => photosOfLead.all(id),
    /** How many photos each lead with photos has. */
    photoCounts: () => new Map(photoCounts.all().map((row) => [row.leadId, row.count])),
    byId: (id: string) => oneLead.get(id),
    /** Where a lead came from, when that was kept. */
    sourceOf: (id: string) => sources.of(id),
    /** Every kept source, by lead id. */
    sources: () => sources.all(),
  }
}

export type LeadStore = ReturnType<typeof leadStore>
