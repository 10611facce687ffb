/**
 * Runs after every `npm install` / `npm ci`. JavaScript, not TypeScript: it must run where no
 * development package is installed.
 *
 * A development install reports the content's problems (compile.ts --report-only never fails the
 * install: the build refuses instead), and brings the site editor's script (Decap CMS's pinned
 * release, scripts/cms/fetch-editor.ts), so that a build after it needs no network. A runtime install (`npm ci --omit=dev`, on a built site)
 * has neither tsx nor the content compiler, and needs neither: the pages and the server are built.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const root = new URL('..', import.meta.url)
const compiler = new URL('scripts/content/compile.ts', root)
const editorFetch = new URL('scripts/cms/fetch-editor.ts', root)

function resolves(name) {
  try {
    createRequire(import.meta.url).resolve(name)
    return true
  } catch {
    return false
  }
}

if (existsSync(compiler) && resolves('tsx')) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', compiler.pathname, '--report-only'],
    { stdio: 'inherit' },
  )
  process.exitCode = result.status ?? 1
}

// a failure here is a warning: the install goes on, and the build says what is missing
if (existsSync(editorFetch) && resolves('tsx')) {
  spawnSync(process.execPath, ['--import', 'tsx', editorFetch.pathname, '--from-install'], {
    stdio: 'inherit',
  })
}
