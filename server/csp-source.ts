import { createHash } from 'node:crypto'

/** The Content-Security-Policy source that allows one inline script or style, by its hash. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}
