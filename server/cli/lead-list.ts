/** `npm run leads`: the stored leads as a readable list for the terminal. */
import type { StoredLead } from '../db/leads'
import { cellText, LEAD_COLUMNS } from '../db/lead-fields'
import { terminalLine, terminalLines } from './terminal-text'

const TITLE_WIDTH = 16

/** One lead as aligned "Title  value" lines; a message's further lines keep the indentation. */
function leadBlock(lead: StoredLead, photos: number): string {
  const lines = LEAD_COLUMNS.map(({ key, title, multiLine }) => {
    const value = cellText(lead, key)
    const shown = multiLine ? terminalLines(value, ' '.repeat(TITLE_WIDTH)) : terminalLine(value)
    // a title longer than the column still leaves a space before its value
    return title.padEnd(Math.max(TITLE_WIDTH, title.length + 1)) + shown
  })
  if (photos > 0) {
    lines.push(
      `${'Photos'.padEnd(TITLE_WIDTH)}${photos} (copy them: npm run leads -- --photos ${lead.id} FOLDER)`,
    )
  }
  return lines.join('\n')
}

/** The leads as a readable list; every control character in them is shown, never obeyed. */
export function leadsText(
  leads: readonly StoredLead[],
  photoCounts: ReadonlyMap<string, number> = new Map(),
): string {
  if (leads.length === 0) return 'No leads stored yet.\n'
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}.`
  const blocks = leads.map((lead) => leadBlock(lead, photoCounts.get(lead.id) ?? 0))
  return `${blocks.join('\n\n')}\n\n${count}\n`
}
