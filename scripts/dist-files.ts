import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../server/project-paths'
import { pageFile } from '../shared/page-file'

/** Fails with a clear message when a test that reads dist/ runs before a build. */
export function requireDist(): string {
  if (!existsSync(join(DIST, '404.html'))) {
    throw new Error('dist/ has no built site: run `npm run build` (npm test does it first)')
  }
  return DIST
}

/** The prerendered HTML of a page path. */
export function readPage(path: string): string {
  return readFileSync(join(requireDist(), pageFile(path)), 'utf8')
}

/** A page split at </head>, so a test can tell what is in the head and what in the body. */
export function splitHead(html: string): { head: string; body: string } {
  const end = html.indexOf('</head>')
  return { head: html.slice(0, end), body: html.slice(end) }
}
