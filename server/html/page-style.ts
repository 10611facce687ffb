/**
 * A built page holds its own styles in one <style> (scripts/page-styles.ts), which differ from
 * page to page: the Content-Security-Policy the app sets allows the styles of the page it
 * answers with, by their hash, and no others.
 */
import { readFileSync } from 'node:fs'
import type { Response } from 'express'
import { hashSource } from '../csp-source'

const PAGE_STYLE = /<style>([\s\S]*?)<\/style>/

/** The CSP source of a page's own styles; undefined for a page without them. */
export function pageStyleSource(html: string): string | undefined {
  const styles = PAGE_STYLE.exec(html)?.[1]
  return styles === undefined ? undefined : hashSource(styles)
}

/** Adds a page's style source to the policy already set on the answer. */
export function allowPageStyle(res: Response, source: string | undefined): void {
  const policy = res.getHeader('Content-Security-Policy')
  if (!source || typeof policy !== 'string') return
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/(^|;)(\s*style-src [^;]*)/, (_, start: string, directive: string) => {
      return `${start}${directive} ${source}`
    }),
  )
}

/** The style source of each built page file, read once. */
export function builtPageStyles(): (file: string) => string | undefined {
  const sources = new Map<string, string | undefined>()
  return (file) => {
    if (!sources.has(file)) sources.set(file, pageStyleSource(readFileSync(file, 'utf8')))
    return sources.get(file)
  }
}
