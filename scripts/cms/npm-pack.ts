/**
 * Downloads a package's published tarball with `npm pack`, so the user's registry, proxy and
 * npm's own cache apply, without installing the package or anything it depends on.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from '../../server/project-paths'

/** Fetches `spec` (name@version) into `destination`; resolves to the tarball's path. */
export type FetchTarball = (spec: string, destination: string) => Promise<string>

/** What `npm pack --json` prints: one entry per packed spec, or an error. */
type PackOutput = { filename: string }[] | { error?: { code?: string; summary?: string } }

function parse(stdout: string): PackOutput | undefined {
  try {
    return JSON.parse(stdout) as PackOutput
  } catch {
    return undefined
  }
}

/** npm's own one-line summary of what went wrong, when it gave one. */
function npmReason(error: unknown): string {
  const stdout = (error as { stdout?: unknown }).stdout
  const output = typeof stdout === 'string' ? parse(stdout) : undefined
  const failure = output && !Array.isArray(output) ? output.error : undefined
  if (failure?.summary) return [failure.code, failure.summary].filter(Boolean).join(': ')
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
}

export const npmPack: FetchTarball = async (spec, destination) => {
  const args = ['pack', spec, '--pack-destination', destination, '--json']
  // the output lists every file of the package: far more than execFile's default buffer
  // run in the project, so an .npmrc of its own applies as it does to npm install
  const options = { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }
  const stdout = await promisify(execFile)('npm', args, options).then(
    (result) => result.stdout,
    (error: unknown) => {
      throw new Error(`npm pack ${spec} failed: ${npmReason(error)}`, { cause: error })
    },
  )
  const output = parse(stdout)
  const filename = Array.isArray(output) ? output[0]?.filename : undefined
  if (!filename) throw new Error(`npm pack ${spec} did not say which file it wrote`)
  return join(destination, filename)
}
