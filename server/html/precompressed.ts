/**
 * The built pages' copies compressed by the build (scripts/precompress.ts), sent as they are to
 * a browser that takes brotli. A copy older than its page (a page written again without the
 * build's last step) is never sent: that page is compressed as it is answered.
 */
import { statSync } from 'node:fs'
import type { Request } from 'express'
import { PRECOMPRESSED_SUFFIX } from '../brotli'

/** Whether `file`'s compressed copy was written after the file itself. */
function isCurrent(file: string): boolean {
  try {
    return statSync(file + PRECOMPRESSED_SUFFIX).mtimeMs >= statSync(file).mtimeMs
  } catch {
    return false
  }
}

/**
 * The compressed copy to send for a built page file, or undefined to send the file; each file
 * is looked at once (the server serves one build).
 */
export function builtPrecompressed(): (req: Request, file: string) => string | undefined {
  const current = new Map<string, boolean>()
  return (req, file) => {
    if (req.acceptsEncodings('br') !== 'br') return undefined
    if (!current.has(file)) current.set(file, isCurrent(file))
    return current.get(file) ? file + PRECOMPRESSED_SUFFIX : undefined
  }
}
