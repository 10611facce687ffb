/**
 * Figures written once and named in the text: `{{retention.leadMonths}}` in a Markdown file is
 * replaced by its value at build, so a changed figure shows on every page that quotes it.
 */
import type { BusinessFacts } from '../../shared/business-facts'
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../../shared/idempotency'
import { CONTACT_QUEUE_RETENTION_DAYS, VIEW_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import { VIEW_COUNT_RETENTION_MONTHS } from '../../shared/view-count-retention'
import { found, type Problems } from './problems'

/**
 * Every name a text may use, with its value. The figures and the business facts' figures join
 * once content/figures.yaml and content/business.yaml are read: this module must not import
 * what the compiler itself generates.
 */
export const TOKENS: Record<string, string> = {
  'retention.requestKeyDays': String(IDEMPOTENCY_KEY_RETENTION_DAYS),
  'retention.offlineQueueDays': String(CONTACT_QUEUE_RETENTION_DAYS),
  'retention.viewMonths': String(VIEW_COUNT_RETENTION_MONTHS),
  'retention.offlineViewDays': String(VIEW_QUEUE_RETENTION_DAYS),
}

const FIXED = new Set(Object.keys(TOKENS))

/** False while content/figures.yaml has problems: names are then not checked (no echo). */
let figuresRead = true

/**
 * Takes the prices and timelines of content/figures.yaml, each by its dotted name, in place of
 * those of an earlier compile; undefined when the file has problems (already reported).
 */
export function useFigureTokens(names: Record<string, string> | undefined): void {
  for (const name of Object.keys(TOKENS)) if (!FIXED.has(name)) delete TOKENS[name]
  figuresRead = names !== undefined
  Object.assign(TOKENS, names)
}

/** Adds the names that come from the business facts. */
export function useBusinessTokens(facts: BusinessFacts): void {
  TOKENS['retention.leadMonths'] = String(facts.leadRetentionMonths)
  TOKENS['retention.photoDays'] = String(facts.photoRetentionDays)
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g

/** A character that would make a price longer: $25k–35k must not be found inside $25k–350k. */
const PRICE_GOES_ON = /[0-9A-Za-z+,]/

/**
 * Names each price of content/figures.yaml that a text writes out by hand, so no page is left
 * quoting an old price when the figure changes. Only prices: "6 weeks" or "71%" also say other
 * things than the figure of that value.
 */
function reportHandWrittenPrices(text: string, file: string, problems: Problems) {
  const names = new Map<string, string[]>()
  for (const [name, value] of Object.entries(TOKENS)) {
    if (value.startsWith('$')) names.set(value, [...(names.get(value) ?? []), name])
  }
  for (const [value, candidates] of names) {
    let at = text.indexOf(value)
    while (at !== -1) {
      const after = text[at + value.length]
      if (!after || !PRICE_GOES_ON.test(after)) {
        problems.add(
          file,
          `writes ${value} by hand: name it ${candidates.map((n) => `{{${n}}}`).join(' or ')} so it changes with content/figures.yaml`,
          text.slice(0, at).split('\n').length,
        )
      }
      at = text.indexOf(value, at + value.length)
    }
  }
}

/** Names of the same group as an unknown one, which is most often a typing mistake. */
function similar(name: string): string {
  const group = name.split('.').slice(0, -1).join('.')
  const near = Object.keys(TOKENS).filter((t) => group && t.startsWith(`${group}.`))
  return near.length ? ` (in ${group}: ${near.map((t) => `{{${t}}}`).join(', ')})` : ''
}

/**
 * The text with each {{name}} replaced; an unknown name, and a price written out instead of
 * named, are reported with their line.
 */
export function resolveTokens(text: string, file: string, problems: Problems): string {
  reportHandWrittenPrices(text, file, problems)
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    const value = TOKENS[name]
    if (value !== undefined) return value
    if (!figuresRead) return match
    const line = text.slice(0, offset).split('\n').length
    problems.add(
      file,
      `unknown figure ${found(match)}: use a name written in content/figures.yaml${similar(name)}, or one of ${[
        ...FIXED,
        'retention.leadMonths',
        'retention.photoDays',
      ]
        .map((t) => `{{${t}}}`)
        .join(', ')}`,
      line,
    )
    return match
  })
}
