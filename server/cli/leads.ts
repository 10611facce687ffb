/**
 * `npm run leads` lists the stored leads; `npm run leads -- --csv` writes them as CSV, e.g.
 * `npm run leads -- --csv > leads.csv`. The owner always has the leads without any web login.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serviceLabel, type ServiceType } from '../../shared/contact-request'
import { DATABASE_FILE, openDatabase } from '../db/database'
import { leadStore, type StoredLead } from '../db/leads'
import { readConfig } from '../index'

const COLUMNS = [
  ['createdAt', 'Received'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['email', 'E-mail'],
  ['serviceType', 'Service'],
  ['projectDetails', 'Project details'],
  ['formId', 'Form'],
  ['pagePath', 'Page'],
  ['id', 'Lead id'],
] as const satisfies readonly (readonly [keyof StoredLead, string])[]

function cell(lead: StoredLead, key: keyof StoredLead): string {
  if (key === 'serviceType') return serviceLabel((lead.serviceType ?? undefined) as ServiceType)
  return lead[key] ?? ''
}

/** One CSV field (RFC 4180). A leading = + - @ is defused so a spreadsheet never runs it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The leads as CSV text with a header row. */
export function leadsCsv(leads: readonly StoredLead[]): string {
  const rows = [
    COLUMNS.map(([, title]) => title),
    ...leads.map((l) => COLUMNS.map(([key]) => cell(l, key))),
  ]
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** The leads as a readable list for the terminal. */
export function leadsText(leads: readonly StoredLead[]): string {
  if (leads.length === 0) return 'No leads stored yet.\n'
  const blocks = leads.map((lead) =>
    COLUMNS.map(
      ([key, title]) =>
        `${title.padEnd(16)}${cell(lead, key).replace(/\n/g, '\n' + ' '.repeat(16))}`,
    ).join('\n'),
  )
  return `${blocks.join('\n\n')}\n\n${leads.length} lead${leads.length === 1 ? '' : 's'}.\n`
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { dataDir } = readConfig()
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    process.stderr.write(
      `No leads database in ${dataDir} yet (set DATA_DIR if it lives elsewhere).\n`,
    )
    process.exit(process.argv.includes('--csv') ? 1 : 0)
  }
  const db = openDatabase(dataDir)
  const leads = leadStore(db).all()
  db.close()
  process.stdout.write(process.argv.includes('--csv') ? leadsCsv(leads) : leadsText(leads))
}
