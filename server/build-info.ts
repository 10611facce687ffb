/**
 * The record a build leaves in dist/ (.build-info.json): the settings the pages were written for
 * and a fingerprint of every source the build read. The build writes it; the server and
 * `npm start` compare it with the sources to tell whether dist/ is stale.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DIST, ROOT } from './project-paths'

export const BUILD_INFO = join(DIST, '.build-info.json')

/** What the build read: a change to any of these means dist/ is stale. */
const INPUTS = [
  'content',
  'client',
  'server',
  'shared',
  'sw',
  'images',
  'public',
  'scripts',
  'vite.config.ts',
  'vite.owner.config.ts',
  'vite.booking.config.ts',
  'vite.server.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
]

/** What a build bakes into the pages besides the sources. */
export type BuildSettings = {
  siteUrl: string
  gtagId?: string
  adsSendTo?: string
  /** the editor's repository and local server, written into /admin/config.yml */
  cms?: { repo?: string; branch: string; localPort: number }
}

export type BuildInfo = { fingerprint: string; builtAt: string } & BuildSettings

/** Every file under a path, in a stable order (the path itself when it is a file). */
export function listFiles(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)))
}

/** A hash of every build input and the settings the pages were written for. */
export function sourceFingerprint(settings: BuildSettings): string {
  const { siteUrl, gtagId = '', adsSendTo = '', cms } = settings
  const hash = createHash('sha256').update(JSON.stringify([siteUrl, gtagId, adsSendTo, cms]))
  for (const file of INPUTS.flatMap((input) => listFiles(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update(readFileSync(file))
  }
  return hash.digest('hex')
}

/** The record the last build left in dist/, if any. */
export function readBuildInfo(): BuildInfo | undefined {
  if (!existsSync(BUILD_INFO)) return undefined
  try {
    return JSON.parse(readFileSync(BUILD_INFO, 'utf8')) as BuildInfo
  } catch {
    return undefined
  }
}
