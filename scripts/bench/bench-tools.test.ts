import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BENCH_TOOLS,
  BENCH_TOOLS_DIR,
  ensureBenchTools,
  installCommand,
  loadBenchTools,
  type Runner,
} from './bench-tools'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const NAMES = Object.keys(BENCH_TOOLS) as (keyof typeof BENCH_TOOLS)[]

/** A stand-in for an installed package: its manifest, and an entry point when given. */
function fakePackage(dir: string, name: string, version: string, entry?: string): void {
  const folder = join(dir, 'node_modules', name)
  mkdirSync(folder, { recursive: true })
  const manifest = { name, version, type: 'module', main: './entry.js' }
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest))
  if (entry) writeFileSync(join(folder, 'entry.js'), entry)
}

function fakeInstall(dir: string): void {
  fakePackage(dir, 'lighthouse', BENCH_TOOLS.lighthouse, 'export default async () => ({ lhr: 1 })')
  fakePackage(
    dir,
    'chrome-launcher',
    BENCH_TOOLS['chrome-launcher'],
    'export const launch = async () => ({ port: 9222, kill() {} })',
  )
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-tools-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

describe('the bench tools', () => {
  it('live in a folder of their own under the repository node_modules/.cache', () => {
    const inRepo = relative(REPO, BENCH_TOOLS_DIR).split(/[\\/]/)
    expect(inRepo.slice(0, 2)).toEqual(['node_modules', '.cache'])
    expect(inRepo).toHaveLength(3)
  })

  it('are installed with npm at their exact versions, into the folder, saving nothing', () => {
    const [program, ...args] = installCommand(dir)
    expect(program).toBe('npm')
    expect(args[0]).toBe('install')
    expect(args).toContain('--no-save')
    expect(args[args.indexOf('--prefix') + 1]).toBe(dir)
    for (const name of NAMES) expect(args).toContain(`${name}@${BENCH_TOOLS[name]}`)
    // an exact version, not a range npm would resolve to whatever is newest
    for (const name of NAMES) expect(BENCH_TOOLS[name]).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('are not installed again when the folder holds the pinned versions', () => {
    fakeInstall(dir)
    const run = vi.fn<Runner>()
    ensureBenchTools(dir, run)
    expect(run).not.toHaveBeenCalled()
    expect(console.log).not.toHaveBeenCalled()
  })

  it('are installed when one is there at another version, and the reason is printed', () => {
    fakeInstall(dir)
    fakePackage(dir, 'lighthouse', '0.0.1')
    const run = vi.fn<Runner>(() => {
      fakeInstall(dir)
      return undefined
    })
    ensureBenchTools(dir, run)
    expect(run).toHaveBeenCalledExactlyOnceWith(installCommand(dir))
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(BENCH_TOOLS.lighthouse))
  })

  it('say what to do when the install fails', () => {
    const run: Runner = () => 'npm exited with 1'
    expect(() => ensureBenchTools(dir, run)).toThrow(/npm registry/)
    expect(() => ensureBenchTools(dir, run)).toThrow(installCommand(dir).join(' '))
  })

  it('say so when npm succeeds but leaves a tool out', () => {
    expect(() => ensureBenchTools(dir, () => undefined)).toThrow(/left them out/)
  })

  it('are loaded from the folder', async () => {
    fakeInstall(dir)
    const run = vi.fn<Runner>()
    const tools = await loadBenchTools(dir, run)
    expect(run).not.toHaveBeenCalled()
    expect(await tools.lighthouse('https://example.test/', {} as never)).toEqual({ lhr: 1 })
    expect((await tools.launch({} as never)).port).toBe(9222)
  })
})
