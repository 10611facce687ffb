/**
 * `npm run leads -- --csv`: the stored leads for a spreadsheet, safe to open. A visitor types
 * the values, so each is treated as a possible formula (OWASP's CSV-injection guidance).
 */
import type { LeadSource } from '../../shared/lead-source'
import type { StoredLead } from '../db/leads'
import { visibleLine, visibleLines } from '../../shared/plain-text'
import { cellText, LEAD_COLUMNS, type LeadColumn } from '../db/lead-fields'
import { sourceCells, SOURCE_TITLES } from '../db/lead-sources'

// what a spreadsheet may skip before it reads a formula: white space, control characters, and
// invisible format characters (zero-width spaces and joiners, U+2060, U+FEFF, bidi controls)
const LEADING_IGNORABLE = /^[\s\p{Cc}\p{Cf}]*/u

/**
 * Whether a spreadsheet could take the value for a formula: it begins with tab, CR or LF, or its
 * first visible character is = + - @ or a compatibility form of one (full-width ＝ ＋ － ＠ ...).
 */
function mayRunAsFormula(value: string): boolean {
  if (/^[\t\r\n]/.test(value)) return true
  const first = /^./su.exec(value.replace(LEADING_IGNORABLE, ''))?.[0] ?? ''
  return /^[=+\-@]/.test(first.normalize('NFKC'))
}

/**
 * One CSV field: always quoted (quotes doubled), so no separator (`,` or a locale's `;`) or line
 * break splits it, and prefixed with ' where it could run as a formula.
 */
export function csvField(value: string): string {
  const defused = mayRunAsFormula(value) ? `'${value}` : value
  return `"${defused.replaceAll('"', '""')}"`
}

/**
 * A lead's value as its cell shows it: control and invisible characters an older row may hold
 * made visible (\u202e), as the listing shows them; a message keeps its line breaks, as LF.
 */
function cellValue(lead: StoredLead, { key, multiLine }: LeadColumn): string {
  const value = cellText(lead, key)
  return multiLine ? visibleLines(value) : visibleLine(value)
}

/**
 * The leads as CSV (RFC 4180, CRLF rows) with a header row; after the lead's own fields, a
 * column names each lead's photo files, under DATA_DIR, and the last ones say where it came from.
 */
export function leadsCsv(
  leads: readonly StoredLead[],
  photoFiles: (id: string) => readonly string[] = () => [],
  sourceOf: (id: string) => LeadSource | undefined = () => undefined,
): string {
  const rows = [
    [...LEAD_COLUMNS.map(({ title }) => title), 'Photos', ...SOURCE_TITLES],
    ...leads.map((lead) => [
      ...LEAD_COLUMNS.map((column) => cellValue(lead, column)),
      photoFiles(lead.id)
        .map((file) => `photos/${lead.id}/${file}`)
        .join(' '),
      // a campaign tag is the visitor's text too: shown as the listing shows it
      ...sourceCells(sourceOf(lead.id)).map(visibleLine),
    ]),
  ]
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
