/**
 * `npm test`: every check, in the order that fails fastest. Types, lint and formatting, then a
 * fresh build, then unit, API and build-output tests (Vitest), then browser tests in Chromium
 * (Playwright) against the built server, then the homeowner's flows in WebKit and Firefox.
 */
import { spawnSync } from 'node:child_process'
import { DEFAULT_SITE_URL } from '../shared/site-url'
import { chromium, ensureBrowsers, otherEngines } from './ensure-browsers'

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}

ensureBrowsers([chromium, ...otherEngines])
run('typecheck', 'npm', ['run', '--silent', 'typecheck'])
run('lint', 'npx', ['eslint', '.'])
run('formatting', 'npx', ['prettier', '--check', '.'])
/**
 * The command with this machine's network cut: in a network namespace of its own (`unshare`),
 * where the kernel allows one; elsewhere with npm alone kept offline, said in the log.
 */
function withNetworkCut(command: string, args: string[]): [string, string[]] {
  if (spawnSync('unshare', ['-rn', 'true']).status === 0) {
    return ['unshare', ['-rn', command, ...args]]
  }
  console.log('(no network namespace here: the build runs with npm offline, the network up)')
  return [command, args]
}

// the tests read the site as built for the default address and without analytics, whatever the
// shell has set; the build runs with the network cut, so a build that reached for it after
// `npm install` (the editor's script, a picture, a font) fails here
run('build, network cut', ...withNetworkCut('npx', ['tsx', 'scripts/build.ts']), {
  SITE_URL: DEFAULT_SITE_URL,
  GTAG_ID: '',
  ADS_SEND_TO: '',
  npm_config_offline: 'true',
})
run('unit, API and build-output tests', 'npx', ['vitest', 'run'])
run('browser tests (Chromium)', 'npx', ['playwright', 'test'])
// WebKit's MiniBrowser needs a display, even for a test: Xvfb gives it one
run('browser tests (WebKit and Firefox)', 'xvfb-run', [
  '--auto-servernum',
  'npx',
  'vitest',
  'run',
  '--config',
  'vitest.engines.config.ts',
])
