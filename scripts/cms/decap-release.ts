/**
 * Decap CMS's ready-built script, taken from the published release tarball of `decap-cms`, pinned
 * here by version and integrity. Installing the package would bring hundreds of packages for
 * this one file; instead `npm install` downloads the tarball once (scripts/postinstall.mjs), checks
 * it and keeps the script under node_modules/.cache, which a fresh install drops along with
 * everything else. A build then needs no network; one that finds no script tries the download
 * itself, and without it builds the public site with an /admin page that says what to do.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { ROOT } from '../../server/project-paths'
import { npmPack, type FetchTarball } from './npm-pack'
import { tarEntry } from './tar-entry'

export type DecapRelease = {
  version: string
  /** the tarball's Subresource Integrity, as `npm view decap-cms@<version> dist.integrity` says */
  integrity: `sha512-${string}`
}

/** The one release the editor runs. To move to another, change both lines together. */
export const DECAP_RELEASE: DecapRelease = {
  version: '3.16.3',
  integrity:
    'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
}

/** Dropped by a fresh install or `git clean`, and never in the lockfile. */
const CACHE_DIR = join(ROOT, 'node_modules', '.cache')

/** The script's place inside npm's tarball, whose files sit under package/. */
const SCRIPT_IN_TARBALL = 'package/dist/decap-cms.js'

export type DecapScriptOptions = {
  release?: DecapRelease
  /** the folder holding one subfolder per release; node_modules/.cache by default */
  cacheDir?: string
  fetchTarball?: FetchTarball
}

/** A file's Subresource Integrity, in the form npm gives it. */
export function integrityOf(bytes: Buffer): DecapRelease['integrity'] {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The tarball's script, once its bytes match the pinned integrity. */
function verifiedScript(tarball: Buffer, release: DecapRelease, what: string): Buffer {
  const actual = integrityOf(tarball)
  if (actual !== release.integrity) {
    throw new Error(
      `${what} was refused: the downloaded tarball has integrity ${actual}, but ` +
        `scripts/cms/decap-release.ts pins ${release.integrity}. If you changed the version, pin ` +
        `the integrity \`npm view decap-cms@${release.version} dist.integrity\` prints; if not, ` +
        'something between here and the npm registry altered the download: do not use it.',
    )
  }
  let script: Buffer | undefined
  try {
    script = tarEntry(gunzipSync(tarball), SCRIPT_IN_TARBALL)
  } catch (error) {
    throw new Error(
      `${what} could not be unpacked from its tarball (${reason(error)}): ` +
        'scripts/cms/tar-entry.ts does not read this release, teach it or pin another',
      { cause: error },
    )
  }
  if (!script) {
    throw new Error(
      `${what} is not in its tarball: it has no ${SCRIPT_IN_TARBALL}. Pin a release that ` +
        'ships the ready-built script in scripts/cms/decap-release.ts.',
    )
  }
  return script
}

/** The release's tarball, fetched into a temporary folder that is gone again afterwards. */
async function downloadTarball(
  release: DecapRelease,
  fetchTarball: FetchTarball,
  what: string,
): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'decap-cms-'))
  try {
    return readFileSync(await fetchTarball(`decap-cms@${release.version}`, folder))
  } catch (error) {
    throw new Error(
      `${what} could not be downloaded from the npm registry (${reason(error)}): ` +
        'check the connection and build again',
      { cause: error },
    )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Path of Decap CMS's script for the pinned release, downloaded and checked the first time. */
export async function decapScript(options: DecapScriptOptions = {}): Promise<string> {
  const release = options.release ?? DECAP_RELEASE
  const dir = join(options.cacheDir ?? CACHE_DIR, `decap-cms-${release.version}`)
  const file = join(dir, 'decap-cms.js')
  // only a checked script is ever renamed into place, so one that is there can be trusted
  if (existsSync(file)) return file
  const what = `the site editor's script (Decap CMS ${release.version})`
  const tarball = await downloadTarball(release, options.fetchTarball ?? npmPack, what)
  const script = verifiedScript(tarball, release, what)
  // a build running alongside, or one stopped halfway, never sees half a file
  const partial = `${file}.${process.pid}.partial`
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(partial, script)
    renameSync(partial, file)
  } catch (error) {
    rmSync(partial, { force: true })
    throw new Error(
      `${what} could not be saved in ${dir} (${reason(error)}): make it writable and build again`,
      { cause: error },
    )
  }
  return file
}

/**
 * The build's editor script: the cached one, else downloaded now; when neither works, no script
 * and the reason, so the public site is still built (the editor is for the owner, not the pages).
 */
export async function decapScriptOrWhy(
  options: DecapScriptOptions = {},
): Promise<{ file: string } | { why: string }> {
  try {
    return { file: await decapScript(options) }
  } catch (error) {
    return { why: reason(error) }
  }
}
