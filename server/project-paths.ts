/**
 * The project's folders, for the server, the build, the scripts and the tests alike. The root is
 * found from this module's own folder, which is one of two: server/ when tsx runs the sources,
 * or dist-server/ when Node runs the built server (vite.server.config.ts bundles this module
 * into one of that folder's files). Nothing else works out where the root is.
 */
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The built server's folder under the root: vite.server.config.ts writes it, `npm run serve` runs it. */
export const SERVER_BUNDLE_DIR = 'dist-server'
/** The folder of the server's sources, this module's own. */
const SOURCE_DIR = 'server'

/** The root of the project whose server holds a module at `moduleUrl`, in either layout. */
export function projectRoot(moduleUrl: string): string {
  const folder = dirname(fileURLToPath(moduleUrl))
  const name = basename(folder)
  if (name === SOURCE_DIR || name === SERVER_BUNDLE_DIR) return dirname(folder)
  throw new Error(
    `The server runs from ${SOURCE_DIR}/ (the sources) or ${SERVER_BUNDLE_DIR}/ (the build), not from ${folder}: run \`npm run build\` and start ${SERVER_BUNDLE_DIR}/index.js.`,
  )
}

export const ROOT = projectRoot(import.meta.url)
/** The built site. */
export const DIST = join(ROOT, 'dist')
/** The built server; its entry is what `npm run serve` runs. */
export const SERVER_BUNDLE = join(ROOT, SERVER_BUNDLE_DIR)
