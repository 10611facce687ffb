import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSize } from '../bundle-report'
import type { NetworkRequest } from './lighthouse'
import { pageFile } from '../../shared/page-file'

/** Bytes over the wire by kind, as the server sent them (brotli where the browser asks). */
export type TransferBytes = { html: number; css: number; js: number; images: number; other: number }

/** The gzip sizes of what a first visit loads from our origin: what the budgets are set in. */
export type GzipBytes = { html: number; css: number; js: number }

const KIND: Record<string, keyof TransferBytes> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Image: 'images',
}

export function transferBytes(requests: NetworkRequest[]): TransferBytes {
  const bytes: TransferBytes = { html: 0, css: 0, js: 0, images: 0, other: 0 }
  for (const r of requests) bytes[KIND[r.resourceType] ?? 'other'] += r.transferSize
  return bytes
}

/** The built file a request of the page was answered from. */
function distFileFor(distDir: string, request: NetworkRequest): string {
  const { pathname } = new URL(request.url)
  if (request.resourceType === 'Document') return join(distDir, pageFile(pathname))
  return join(distDir, pathname)
}

/**
 * Gzip sizes of the page's HTML, stylesheets and scripts, read from dist/ so the figure does
 * not depend on the encoding the server chose. Every script the visit fetched counts, including
 * the ones started when the browser is idle.
 */
export function gzipBytes(distDir: string, requests: NetworkRequest[], origin: string): GzipBytes {
  const bytes: GzipBytes = { html: 0, css: 0, js: 0 }
  const seen = new Set<string>()
  for (const r of requests) {
    const kind = KIND[r.resourceType]
    if (kind !== 'html' && kind !== 'css' && kind !== 'js') continue
    if (!r.url.startsWith(origin) || seen.has(r.url)) continue
    seen.add(r.url)
    const file = distFileFor(distDir, r)
    if (!existsSync(file)) throw new Error(`The page loaded ${r.url}, which is not in dist/`)
    bytes[kind] += gzipSize(readFileSync(file))
  }
  return bytes
}
