import type { ReactNode } from 'react'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The text with every word that begins with one of the matched terms marked: a search for
 * "cabin" marks "Cabinets" and "cabinetry".
 */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  const usable = terms.filter((term) => term.length > 1)
  if (usable.length === 0) return text
  const pattern = new RegExp(`\\b(${usable.map(escapeRegExp).join('|')})[\\w'’-]*`, 'gi')
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index))
    parts.push(<mark key={match.index}>{match[0]}</mark>)
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}
