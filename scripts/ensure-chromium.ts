/**
 * Browser tests run in Debian's Chromium (Playwright's own browser download is not reachable).
 * Installs it with apt-get where it is missing and we may, or says what to install.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function canInstall(): boolean {
  const root = process.getuid?.() === 0
  return root && existsSync('/usr/bin/apt-get')
}

/** Makes sure Chromium is at CHROMIUM_PATH (default /usr/bin/chromium); exits with advice if not. */
export function ensureChromium(): void {
  if (existsSync(path)) return
  if (path === '/usr/bin/chromium' && canInstall()) {
    console.log("test: Chromium is missing; installing Debian's chromium package")
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    )
    if (existsSync(path)) return
  }
  console.error(
    `Browser tests need Chromium at ${path}.\n` +
      '  On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      '  Or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
  )
  process.exit(1)
}
