/**
 * A built page holds its own styles in one <style> (scripts/page-styles.ts), which differ from
 * page to page: the Content-Security-Policy the app sets allows the styles of the page it
 * answers with, by their hash (content-security-policy.ts adds them), and no others.
 */
import { readFileSync } from 'node:fs'
import { hashSource } from '../content-security-policy'

const PAGE_STYLE = /<style>([\s\S]*?)<\/style>/

/** The CSP source of a page's own styles; undefined for a page without them. */
export function pageStyleSource(html: string): string | undefined {
  const styles = PAGE_STYLE.exec(html)?.[1]
  return styles === undefined ? undefined : hashSource(styles)
}

/** The style source of each built page file, read once. */
export function builtPageStyles(): (file: string) => string | undefined {
  const sources = new Map<string, string | undefined>()
  return (file) => {
    if (!sources.has(file)) sources.set(file, pageStyleSource(readFileSync(file, 'utf8')))
    return sources.get(file)
  }
}
