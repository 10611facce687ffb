/**
 * The owner's inbox: the leads newest first, each with its state on the desk (New, Contacted,
 * Visit booked, Won, Lost), its notes and its photos, found by a word or a state; and the time
 * the team took to first contact each, with its median over 30 days.
 */
import { NOTES_MAX_CHARS, type LeadStatus } from '../../shared/owner-api'
import { requestReference } from '../../shared/request-reference'
import { multiLine } from '../../shared/plain-text'
import type { Db } from '../db/database'
import { leadColumns } from '../db/leads'
import type { StoredLead } from '../db/lead-fields'

/** The most leads one page of the inbox holds; the next page starts before the last one. */
export const PAGE_SIZE = 50

export type InboxLead = StoredLead & {
  status: LeadStatus
  /** when the lead first left New: the team's first contact */
  firstContactAt: string | null
  notes: string
  photos: number
  /** as the homeowner's thank-you page and e-mail show it */
  reference: string
}

export type InboxQuery = {
  status?: LeadStatus | undefined
  /** words to find in the name, phone, e-mail, message or reference */
  words?: string | undefined
  /** the createdAt of the last lead of the page before */
  before?: string | undefined
}

type Row = StoredLead & Omit<InboxLead, keyof StoredLead | 'reference'>

/** `LIKE` takes % and _ as wildcards: a visitor's text is matched as it is. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Notes as kept: lines, with no control or hidden characters, bounded. */
export function cleanNotes(text: string): string {
  return multiLine(text).slice(0, NOTES_MAX_CHARS)
}

const MINUTE_MS = 60_000

/** The median of a list of numbers, or undefined for none. */
function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The inbox's queries, prepared once. */
export function inbox(db: Db) {
  const columns = `${leadColumns('l')}, l.status AS status, l.first_contact_at AS firstContactAt,
    l.notes AS notes, (SELECT COUNT(*) FROM lead_photos p WHERE p.lead_id = l.id) AS photos`
  const page = db.prepare<
    { status: string | null; words: string | null; before: string | null; limit: number },
    Row
  >(`
    SELECT ${columns} FROM leads l
    WHERE (@status IS NULL OR l.status = @status)
      AND (@before IS NULL OR l.created_at < @before)
      AND (@words IS NULL
        OR l.first_name || ' ' || l.last_name LIKE @words ESCAPE '\\'
        OR l.phone LIKE @words ESCAPE '\\'
        OR l.email LIKE @words ESCAPE '\\'
        OR coalesce(l.project_details, '') LIKE @words ESCAPE '\\'
        OR upper(substr(l.id, 1, 8)) LIKE upper(@words) ESCAPE '\\')
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT @limit`)
  const one = db.prepare<[string], Row>(`SELECT ${columns} FROM leads l WHERE l.id = ?`)
  const setStatus = db.prepare<{ id: string; status: string; at: string }>(`
    UPDATE leads SET status = @status,
      first_contact_at = CASE
        WHEN first_contact_at IS NULL AND @status <> 'new' THEN @at ELSE first_contact_at END
    WHERE id = @id`)
  const setNotes = db.prepare<[string, string]>('UPDATE leads SET notes = ? WHERE id = ?')
  const countNew = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM leads WHERE status = 'new'",
  )
  const contacted = db.prepare<[string], { createdAt: string; firstContactAt: string }>(`
    SELECT created_at AS createdAt, first_contact_at AS firstContactAt FROM leads
    WHERE created_at >= ? AND first_contact_at IS NOT NULL`)

  const withReference = (row: Row): InboxLead => ({ ...row, reference: requestReference(row.id) })

  return {
    /** One page of leads, newest first, by state and words. */
    list(query: InboxQuery = {}): InboxLead[] {
      const words = query.words?.trim()
      return page
        .all({
          status: query.status ?? null,
          words: words ? likePattern(words) : null,
          before: query.before ?? null,
          limit: PAGE_SIZE,
        })
        .map(withReference)
    },
    byId(id: string): InboxLead | undefined {
      const row = one.get(id)
      return row && withReference(row)
    },
    /** Sets a lead's state; the first move out of New is the time of first contact. False: no such lead. */
    setStatus(id: string, status: LeadStatus, at = new Date()): boolean {
      return setStatus.run({ id, status, at: at.toISOString() }).changes > 0
    },
    /** Replaces a lead's notes, cleaned and bounded. False: no such lead. */
    setNotes(id: string, notes: string): boolean {
      return setNotes.run(cleanNotes(notes), id).changes > 0
    },
    /** The leads still New: the app's badge. */
    newCount(): number {
      return countNew.get()?.n ?? 0
    },
    /**
     * How soon the team first contacted the leads of the last `days` days: the median in
     * minutes, over the leads contacted so far (undefined when none was).
     */
    firstContact(
      now = new Date(),
      days = 30,
    ): { medianMinutes: number | undefined; leads: number } {
      const since = new Date(now.getTime() - days * 24 * 60 * MINUTE_MS).toISOString()
      const minutes = contacted
        .all(since)
        .map((row) => (Date.parse(row.firstContactAt) - Date.parse(row.createdAt)) / MINUTE_MS)
      return { medianMinutes: median(minutes), leads: minutes.length }
    },
  }
}

export type Inbox = ReturnType<typeof inbox>
