import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { e2eDataDir } from '../playwright.config'
import { DATABASE_FILE } from '../server/db/database'
import { leadColumns, type StoredLead } from '../server/db/leads'
import { leadSources } from '../server/db/lead-sources'
import type { LeadSource } from '../shared/lead-source'

/** The leads the test server stored in its SQLite file, read as the owner's tools would. */
export function storedLeads(port?: number): StoredLead[] {
  const file = join(e2eDataDir(port), DATABASE_FILE)
  if (!existsSync(file)) return []
  const db = new Database(file, { readonly: true })
  try {
    return db
      .prepare(`SELECT ${leadColumns()} FROM leads ORDER BY created_at`)
      .all() as StoredLead[]
  } finally {
    db.close()
  }
}

export type MailRecord = {
  subject: string
  from: { address: string; name: string }[]
  to: { address: string; name: string }[]
  replyTo: { address: string; name: string }[]
  text: string
}

/** The mails the test server's SMTP mailbox received. */
export function mailbox(port?: number): MailRecord[] {
  const dir = join(e2eDataDir(port), 'mailbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as MailRecord)
}

/** A visitor with an address of their own, so a test finds its lead among the others. */
export function visitor(tag: string) {
  const unique = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  return {
    firstName: 'Eleanor',
    lastName: 'Whitcomb',
    phone: '(914) 555-0177',
    email: `${unique}@example.org`,
  }
}

/** The leads stored from one visitor: a test's own, among the others. */
export function leadsOf(person: { email: string }, port?: number): StoredLead[] {
  return storedLeads(port).filter((lead) => lead.email === person.email)
}

/** The photos the test server kept with a lead: their rows, in order. */
export function storedPhotos(
  leadId: string,
  port?: number,
): { file: string; width: number; height: number }[] {
  const file = join(e2eDataDir(port), DATABASE_FILE)
  const db = new Database(file, { readonly: true })
  try {
    return db
      .prepare('SELECT file, width, height FROM lead_photos WHERE lead_id = ? ORDER BY position')
      .all(leadId) as { file: string; width: number; height: number }[]
  } finally {
    db.close()
  }
}

/** Where the test server's lead from an address came from, as it kept it. */
export function storedSource(email: string, port?: number): LeadSource | undefined {
  const lead = storedLeads(port).find((stored) => stored.email === email)
  if (!lead) return undefined
  const db = new Database(join(e2eDataDir(port), DATABASE_FILE), { readonly: true })
  try {
    return leadSources(db).of(lead.id)
  } finally {
    db.close()
  }
}

/** How many views of a page the test server has counted, all days together. */
export function countedViews(path: string, port?: number): number {
  const file = join(e2eDataDir(port), DATABASE_FILE)
  if (!existsSync(file)) return 0
  const db = new Database(file, { readonly: true })
  try {
    return db
      .prepare<[string], number>('SELECT COALESCE(SUM(views), 0) FROM page_views WHERE path = ?')
      .pluck()
      .get(path)!
  } finally {
    db.close()
  }
}
