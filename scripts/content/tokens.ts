/**
 * Figures written once and named in the text: `{{retention.leadMonths}}` in a Markdown file is
 * replaced by its value at build, so a changed figure shows on every page that quotes it.
 */
import type { BusinessFacts } from '../../shared/business-facts'
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../../shared/idempotency'
import { CONTACT_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import { found, type Problems } from './problems'

/**
 * Every name a text may use, with its value. The figures and the business facts' figures join
 * once content/figures.yaml and content/business.yaml are read: this module must not import
 * what the compiler itself generates.
 */
export const TOKENS: Record<string, string> = {
  'retention.requestKeyDays': String(IDEMPOTENCY_KEY_RETENTION_DAYS),
  'retention.offlineQueueDays': String(CONTACT_QUEUE_RETENTION_DAYS),
}

/** Adds the prices and timelines of content/figures.yaml, each by its dotted name. */
export function useFigureTokens(names: Record<string, string>): void {
  Object.assign(TOKENS, names)
}

/** Adds the names that come from the business facts. */
export function useBusinessTokens(facts: BusinessFacts): void {
  TOKENS['retention.leadMonths'] = String(facts.leadRetentionMonths)
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
