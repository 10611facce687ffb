/**
 * The Dockerfile's last stage, done in a plain folder: containers cannot be built everywhere the
 * tests run, but the stage's steps can. It copies what the stage copies from the build, puts in
 * node_modules only the packages `npm ci --omit=dev` installs (package-lock.json's entries not
 * marked dev, as installed here), and reads the stage's settings and command.
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ROOT } from '../server/project-paths'

export type RuntimeStage = {
  /** the files the stage copies from the build, relative to the app's folder */
  copies: { from: string; to: string }[]
  env: Record<string, string>
  command: string[]
}

/** The last stage of a Dockerfile, read into the steps this test repeats. */
export function readRuntimeStage(dockerfile: string): RuntimeStage {
  // continued lines joined, comments dropped
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const last = lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true)
  if (last < 0) throw new Error('The Dockerfile has no FROM line')
  const stage = lines.slice(last + 1)
  const workdir = stage.find((line) => line.startsWith('WORKDIR '))?.slice(8) ?? '/'
  const relativeToApp = (path: string) => path.replace(new RegExp(`^${workdir}/?`), '') || '.'

  const copies = stage
    .filter((line) => line.startsWith('COPY --from='))
    .flatMap((line) => {
      const parts = line.split(/\s+/).slice(2)
      const to = parts.pop()!
      return parts.map((from) => {
        const source = relativeToApp(from)
        return { from: source, to: to === './' ? source : relativeToApp(to) }
      })
    })
  const env: Record<string, string> = {}
  for (const line of stage.filter((l) => l.startsWith('ENV '))) {
    for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name!] = value!
  }
  const cmd = stage.find((line) => line.startsWith('CMD '))
  if (!cmd) throw new Error('The Dockerfile’s last stage has no CMD')
  return {
    copies,
    env,
    command: JSON.parse(cmd.slice(4)) as string[],
  }
}

type LockEntry = { dev?: boolean; optional?: boolean }

/**
 * The folders `npm ci --omit=dev` would install, as paths under the app's folder: every lock
 * entry not marked dev, less the optional ones this platform did not install (another system's
 * sharp binaries).
 */
export function runtimePackages(lockfile: string, installedIn: string): string[] {
  const lock = JSON.parse(lockfile) as { packages: Record<string, LockEntry> }
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev)
    .map(([path]) => path)
    .filter((path) => existsSync(join(installedIn, path)))
}

/**
 * Lays out the stage in `folder` from this repository's build and install: the copies, with
 * node_modules cut to the runtime packages. Copies, not links: a link would let Node find the
 * development packages beside the real files.
 */
export function layOutRuntimeStage(stage: RuntimeStage, folder: string): void {
  for (const { from, to } of stage.copies) {
    if (from === 'node_modules') {
      const lockfile = readFileSync(join(ROOT, 'package-lock.json'), 'utf8')
      for (const path of runtimePackages(lockfile, ROOT)) {
        mkdirSync(dirname(join(folder, path)), { recursive: true })
        cpSync(join(ROOT, path), join(folder, path), {
          recursive: true,
          // a package's own node_modules holds its nested packages, copied as entries of their own
          filter: (source) => !source.slice(join(ROOT, path).length).includes('/node_modules/'),
        })
      }
      continue
    }
    cpSync(join(ROOT, from), join(folder, to), { recursive: true })
  }
}
