/**
 * What the build left in dist/: the page paths it wrote (the server answers those, whatever the
 * sources say today), the pages' inline loader (allowed by its hash) and whether the sources have
 * changed since.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readBuildInfo, sourceFingerprint, type BuildInfo, type BuildSettings } from './build-info'
import { ROOT } from './project-paths'

/** The list of built page paths, written by the prerender; a dot file, so never served. */
export const BUILT_ROUTES_FILE = '.routes.json'

/** The page paths of the build in `distDir`. */
export function builtPagePaths(distDir: string): Set<string> {
  const file = join(distDir, BUILT_ROUTES_FILE)
  if (!existsSync(file)) {
    throw new Error(
      `No list of built pages in ${distDir} (${BUILT_ROUTES_FILE}): the build is older than this server. Run \`npm run build\`.`,
    )
  }
  const paths = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    throw new Error(`${file} is not a list of page paths: run \`npm run build\` again.`)
  }
  return new Set(paths as string[])
}

/**
 * The pages' inline loader as the build compiled it and wrote it into every page
 * (scripts/compile-entry-loader.ts); a dot file, so never served. The server hashes this text
 * for the Content-Security-Policy rather than compiling the loader itself.
 */
export const ENTRY_LOADER_FILE = '.entry-loader.js'

/** The inline loader of the build in `distDir`. */
export function builtEntryLoader(distDir: string): string {
  const file = join(distDir, ENTRY_LOADER_FILE)
  if (!existsSync(file)) {
    throw new Error(
      `No page loader in ${distDir} (${ENTRY_LOADER_FILE}): the build is older than this server. Run \`npm run build\`.`,
    )
  }
  return readFileSync(file, 'utf8')
}

/**
 * A sentence for the operator when the sources changed after the last build (the site would
 * serve old pages), or undefined when the build is current. A build shipped without its sources
 * (a runtime install) has nothing to be compared with.
 */
export function staleBuildNotice(
  built: BuildInfo | undefined = readBuildInfo(),
  fingerprint: (settings: BuildSettings) => string = sourceFingerprint,
  hasSources = existsSync(join(ROOT, 'content')),
): string | undefined {
  if (!built || !hasSources) return undefined
  if (built.fingerprint === fingerprint(built)) return undefined
  return `The built site in dist/ (${built.builtAt}) is older than the sources: it serves the pages as they were then. Run \`npm run build\` and restart, or use \`npm start\`, which rebuilds first.`
}
