/**
 * Figures written once and named in the text: `{{retention.leadMonths}}` in a Markdown file is
 * replaced by its value at build, so a changed figure shows on every page that quotes it.
 */
import { IDEMPOTENCY_KEY_RETENTION_DAYS, LEAD_RETENTION_MONTHS } from '../../shared/retention'
import { CONTACT_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import { found, type Problems } from './problems'

/** Every name a text may use, with its value. */
export const TOKENS: Readonly<Record<string, string>> = {
  'retention.leadMonths': String(LEAD_RETENTION_MONTHS),
  'retention.requestKeyDays': String(IDEMPOTENCY_KEY_RETENTION_DAYS),
  'retention.offlineQueueDays': String(CONTACT_QUEUE_RETENTION_DAYS),
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The text with each {{name}} replaced; an unknown name is reported with its line. */
export function resolveTokens(text: string, file: string, problems: Problems): string {
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    const value = TOKENS[name]
    if (value !== undefined) return value
    const line = text.slice(0, offset).split('\n').length
    problems.add(
      file,
      `unknown figure ${found(match)}: use one of ${Object.keys(TOKENS)
        .map((t) => `{{${t}}}`)
        .join(', ')}`,
      line,
    )
    return match
  })
}
