/**
 * Lighthouse and chrome-launcher, installed the first time the bench's Lighthouse part runs, not
 * with the project: some 185 MB and 200 packages that nothing but this part uses. They go into a
 * folder of their own under node_modules/.cache, which git ignores, the lockfile never lists and a
 * clean install (npm ci, a fresh clone) drops.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../../server/project-paths'

/**
 * The tools and their exact versions. Lighthouse 13 asks for Node 22 in its manifest but runs on
 * Node 20 (npm only warns); it is the release phones' Chrome audits are compared with.
 */
export const BENCH_TOOLS = { lighthouse: '13.5.0', 'chrome-launcher': '1.2.1' } as const

type ToolName = keyof typeof BENCH_TOOLS
const TOOL_NAMES = Object.keys(BENCH_TOOLS) as ToolName[]

/** Where the tools are installed: the repository's node_modules/.cache/bench-tools. */
export const BENCH_TOOLS_DIR = join(ROOT, 'node_modules', '.cache', 'bench-tools')

/** The part of chrome-launcher's running Chromium the bench uses. */
export type LaunchedChrome = { port: number; kill(): void }

type LaunchChrome = (options: {
  chromePath: string
  chromeFlags: string[]
  logLevel: 'silent'
}) => Promise<LaunchedChrome>

/**
 * How Lighthouse slows the phone: `simulate` (its default: the page loads at full speed and
 * Lantern computes the slow phone's timings from the trace) or `devtools` (`--throttling=devtools`:
 * the browser itself runs at 4× CPU on slow 4G, and the timings are the ones observed).
 */
export const THROTTLINGS = ['simulate', 'devtools'] as const
export type Throttling = (typeof THROTTLINGS)[number]

/** Lighthouse's entry point as the bench calls it; the report is read by lighthouse.ts. */
export type RunLighthouse = (
  url: string,
  flags: {
    port: number
    output: 'json'
    logLevel: 'error'
    onlyCategories: string[]
    throttlingMethod: Throttling
  },
) => Promise<{ lhr: unknown } | undefined>

export type BenchTools = { launch: LaunchChrome; lighthouse: RunLighthouse }

/** The npm command that installs the pinned tools into a folder, as program and arguments. */
export function installCommand(dir: string): [string, ...string[]] {
  // --prefix on the command line makes npm install into that folder without looking for a
  // package.json above it; --no-save leaves no package.json or lockfile there; none of these
  // packages needs an install script, so none is run
  return [
    'npm',
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--prefix',
    dir,
    ...TOOL_NAMES.map((name) => `${name}@${BENCH_TOOLS[name]}`),
  ]
}

/** The version of a package installed under a folder's node_modules, if it is there. */
export function installedVersion(dir: string, name: string): string | undefined {
  try {
    const manifest = readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')
    return (JSON.parse(manifest) as { version?: string }).version
  } catch {
    return undefined
  }
}

/** The tools missing from a folder or there at another version than the pinned one. */
function missingTools(dir: string): ToolName[] {
  return TOOL_NAMES.filter((name) => installedVersion(dir, name) !== BENCH_TOOLS[name])
}

/** Runs a command with its output on the terminal; returns why it failed, if it did. */
export type Runner = (command: [string, ...string[]]) => string | undefined

const runNpm: Runner = ([program, ...args]) => {
  const result = spawnSync(program, args, { stdio: 'inherit' })
  if (result.error) return result.error.message
  if (result.status !== 0) return `npm exited with ${result.status ?? result.signal}`
  return undefined
}

/** A path as the bench prints it: relative to the repository when it is inside it. */
export function shown(dir: string): string {
  const inRepo = relative(ROOT, dir)
  return inRepo.startsWith('..') || isAbsolute(inRepo) ? dir : inRepo
}

/** Installs the pinned tools into the folder unless they are there already. */
export function ensureBenchTools(dir = BENCH_TOOLS_DIR, run: Runner = runNpm): void {
  if (missingTools(dir).length === 0) return
  const what = TOOL_NAMES.map((name) => `${name} ${BENCH_TOOLS[name]}`).join(' and ')
  console.log(`bench: installing ${what} for the Lighthouse part (once, into ${shown(dir)})`)
  const command = installCommand(dir)
  const failure = run(command) ?? (missingTools(dir).length > 0 ? 'npm left them out' : undefined)
  if (!failure) return
  throw new Error(
    `bench: could not install ${what}: ${failure}.\n` +
      '  The Lighthouse part installs them from the npm registry the first time it runs: check\n' +
      '  the connection to the registry (npm config get registry), or run by hand:\n' +
      `  ${command.join(' ')}`,
  )
}

async function importFrom(dir: string, name: ToolName): Promise<unknown> {
  // the package's own folder, so a copy the project happens to install elsewhere is never used
  const entry = createRequire(import.meta.url).resolve(join(dir, 'node_modules', name))
  return import(pathToFileURL(entry).href)
}

/** The tools, installed into the folder first if they are missing there. */
export async function loadBenchTools(
  dir = BENCH_TOOLS_DIR,
  run: Runner = runNpm,
): Promise<BenchTools> {
  ensureBenchTools(dir, run)
  const chromeLauncher = (await importFrom(dir, 'chrome-launcher')) as { launch: LaunchChrome }
  const lighthouse = (await importFrom(dir, 'lighthouse')) as { default: RunLighthouse }
  return { launch: chromeLauncher.launch, lighthouse: lighthouse.default }
}
