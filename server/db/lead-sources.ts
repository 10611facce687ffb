/**
 * A lead's source in SQLite (the lead_sources table, one row per lead, deleted with it) and as
 * the owner reads it in the CSV export. Written in the lead's own transaction (leads.ts).
 */
import { AD_NETWORKS, CHANNEL_LABELS, channelOf, type LeadSource } from '../../shared/lead-source'
import type { Db } from './database'

type SourceField = {
  column: string
  /** the CSV's column title */
  title: string
  /** the value as the owner reads it */
  text?: (value: string) => string
}

/** Each part of a source: its column and its CSV title, in the owner's order. */
const SOURCE_FIELDS = {
  firstPage: { column: 'first_page', title: 'First page of the visit' },
  referrerHost: { column: 'referrer_host', title: 'Came from site' },
  utmSource: { column: 'utm_source', title: 'Campaign source' },
  utmMedium: { column: 'utm_medium', title: 'Campaign medium' },
  utmCampaign: { column: 'utm_campaign', title: 'Campaign' },
  adClick: { column: 'ad_click', title: 'Ad click', text: (value) => AD_NETWORKS[value] ?? value },
  device: { column: 'device', title: 'Device' },
  display: {
    column: 'display',
    title: 'Opened from the Home Screen',
    text: (value) => (value === 'home-screen' ? 'yes' : 'no'),
  },
  sentOffline: { column: 'sent_offline', title: 'Sent offline', text: () => 'yes' },
} as const satisfies Record<keyof LeadSource, SourceField>

type Part = keyof LeadSource

const PARTS = Object.keys(SOURCE_FIELDS) as Part[]

/** The CSV's source columns: the kind of source, then each part. */
export const SOURCE_TITLES: readonly string[] = [
  'Source',
  ...PARTS.map((part) => SOURCE_FIELDS[part].title),
]

/** A lead's source as the CSV's cells, in SOURCE_TITLES' order; empty cells without one. */
export function sourceCells(source: LeadSource | undefined): string[] {
  return [
    source ? CHANNEL_LABELS[channelOf(source)] : '',
    ...PARTS.map((part) => {
      const value = source?.[part]
      if (value === undefined || value === false) return ''
      const field: SourceField = SOURCE_FIELDS[part]
      return field.text ? field.text(String(value)) : String(value)
    }),
  ]
}

type Row = { leadId: string } & { [P in Part]: string | number | null }

/** A row read back as a source: its empty columns left out, the flag as a boolean. */
function sourceOfRow({ leadId: _leadId, ...row }: Row): LeadSource {
  const source: Record<string, unknown> = {}
  for (const part of PARTS) {
    const value = row[part]
    if (value === null || value === 0) continue
    source[part] = part === 'sentOffline' ? true : value
  }
  return source as LeadSource
}

const COLUMNS = PARTS.map((part) => `${SOURCE_FIELDS[part].column} AS ${part}`).join(', ')

/** The lead_sources table's statements, prepared once. */
export function leadSources(db: Db) {
  const insert = db.prepare(
    `INSERT INTO lead_sources (lead_id, ${PARTS.map((p) => SOURCE_FIELDS[p].column).join(', ')})
     VALUES (@leadId, ${PARTS.map((p) => `@${p}`).join(', ')})`,
  )
  const one = db.prepare<[string], Row>(
    `SELECT lead_id AS leadId, ${COLUMNS} FROM lead_sources WHERE lead_id = ?`,
  )
  const all = db.prepare<[], Row>(`SELECT lead_id AS leadId, ${COLUMNS} FROM lead_sources`)
  return {
    /** Keeps a lead's source; call within the lead's transaction. */
    save(leadId: string, source: LeadSource): void {
      const row: Record<string, string | number | null> = { leadId }
      for (const part of PARTS) {
        const value = source[part]
        row[part] =
          part === 'sentOffline' ? (value ? 1 : 0) : ((value as string | undefined) ?? null)
      }
      insert.run(row)
    },
    of(leadId: string): LeadSource | undefined {
      const row = one.get(leadId)
      return row && sourceOfRow(row)
    },
    /** Every lead's source, by lead id. */
    all(): Map<string, LeadSource> {
      return new Map(all.all().map((row) => [row.leadId, sourceOfRow(row)]))
    },
  }
}
