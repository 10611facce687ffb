/**
 * `npm run edit`: the site and its editor on this computer, against the working copy, with no
 * sign-in. Decap CMS's local server (decap-server) reads and writes content/ and images/; the
 * site is rebuilt and served again a few seconds after each save.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { watch } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { readConfig } from '../server/start-server'
import { ROOT } from '../server/project-paths'

const config = readConfig()
const site = `http://localhost:${config.port}`
/** Saves come in bursts (a post and its photo): one rebuild after the last of them. */
const SETTLE_MS = 800

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' })
}

function build(): Promise<boolean> {
  return new Promise((resolve) => {
    run('npm', ['run', '--silent', 'build']).on('exit', (code) => resolve(code === 0))
  })
}

let server: ChildProcess | undefined
async function serve(): Promise<void> {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await stopped
  }
  server = run(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'index.ts')])
}

const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
const editorServer = run(process.execPath, [decapServer], {
  PORT: String(config.cms.localPort),
  // it writes any file of the repository for whoever asks: this computer only
  BIND_HOST: 'localhost',
  GIT_REPO_DIRECTORY: ROOT,
  // files are written as they are; committing them is the owner's choice (git, or the CMS in
  // production)
  MODE: 'fs',
  LOG_LEVEL: 'warn',
})

if (!(await build())) {
  console.error(
    'edit: the site did not build; fix what is listed above, then run npm run edit again.',
  )
  editorServer.kill()
  process.exit(1)
}
await serve()
console.log(`
edit: the editor is at ${site}/admin/ (no sign-in on this computer).
      Saving writes the file under content/ (or a photo under images/); the site at ${site}
      is rebuilt a few seconds later: reload the page to see the change. Ctrl-C stops both.
`)

let timer: NodeJS.Timeout | undefined
let building = false
let again = false
async function rebuild() {
  if (building) {
    again = true
    return
  }
  building = true
  console.log('edit: a file changed, rebuilding the site')
  const ok = await build()
  if (ok) {
    await serve()
    console.log(`edit: rebuilt; reload ${site} to see the change`)
  } else {
    console.error('edit: the change did not build (see above); the site shows the last good build')
  }
  building = false
  if (again) {
    again = false
    void rebuild()
  }
}

for (const folder of ['content', 'images']) {
  watch(join(ROOT, folder), { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(() => void rebuild(), SETTLE_MS)
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    editorServer.kill()
    server?.kill(signal)
    process.exit(0)
  })
}
