/**
 * A copy of the repository in a temporary folder running `npm run edit`, so the editor's tests
 * change files there and never in the working copy.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
/** What the copy does without: installed, built or written by tests. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.content',
  '.git',
  'data',
  'test-results',
  'playwright-report',
])

export type EditWorkspace = {
  dir: string
  site: string
  read: (file: string) => string
  output: () => string
  /** resolves when no rebuild is under way and the site answers */
  settled: () => Promise<void>
  stop: () => void
}

/** Starts `npm run edit` in a fresh copy; resolves once the editor says where it is. */
export async function startEditWorkspace(port: number, cmsPort: number): Promise<EditWorkspace> {
  const dir = mkdtempSync(join(tmpdir(), 'edit-workspace-'))
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(ROOT, source).split(/[\\/]/)[0]!),
  })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  let log = ''
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'edit'], {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_LOCAL_PORT: String(cmsPort),
      DATA_DIR: join(dir, 'data'),
      SITE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (log.includes('the editor is at')) {
        clearInterval(timer)
        resolve()
      } else if (child.exitCode !== null) {
        clearInterval(timer)
        reject(new Error(`npm run edit stopped:\n${log}`))
      }
    }, 200)
  })
  return {
    dir,
    site: `http://localhost:${port}`,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    output: () => log,
    settled: async () => {
      const count = (text: string) => log.split(text).length - 1
      for (let tries = 0; tries < 600; tries++) {
        const started = count('a file changed, rebuilding')
        const ended = count('edit: rebuilt') + count('did not build')
        const up = await fetch(`http://localhost:${port}/admin/`)
          .then((response) => response.ok)
          .catch(() => false)
        if (started === ended && up) return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`the site did not settle:\n${log}`)
    },
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
