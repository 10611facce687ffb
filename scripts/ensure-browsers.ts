/**
 * Browser tests run in Debian's packages: Chromium (Playwright's own browser download is not
 * reachable), and for the other two engines Firefox ESR, WebKitGTK's WebDriver with its
 * MiniBrowser, and Xvfb for WebKit's window. Installs what is missing with apt-get where we may,
 * or says what to install.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

type Browser = { name: string; path: string; setting: string; debianPackage: string }

export const chromium: Browser = {
  name: 'Chromium',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  setting: 'CHROMIUM_PATH',
  debianPackage: 'chromium',
}

export const firefox: Browser = {
  name: 'Firefox ESR',
  path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  setting: 'FIREFOX_PATH',
  debianPackage: 'firefox-esr',
}

export const webkitDriver: Browser = {
  name: "WebKitGTK's WebDriver",
  path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  setting: 'WEBKIT_DRIVER_PATH',
  debianPackage: 'webkit2gtk-driver',
}

export const miniBrowser: Browser = {
  name: "WebKitGTK's MiniBrowser",
  path: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  setting: 'MINIBROWSER_PATH',
  debianPackage: 'webkit2gtk-driver',
}

/** What the WebKit and Firefox tests need (e2e/engines): each engine, and a display for WebKit. */
export const otherEngines: Browser[] = [
  firefox,
  webkitDriver,
  miniBrowser,
  { name: 'Xvfb', path: '/usr/bin/xvfb-run', setting: 'PATH', debianPackage: 'xvfb' },
]

function canInstall(): boolean {
  const root = process.getuid?.() === 0
  return root && existsSync('/usr/bin/apt-get')
}

/** Makes sure each browser is where the tests look for it; exits with advice if not. */
export function ensureBrowsers(browsers: Browser[]): void {
  const missing = () => browsers.filter((browser) => !existsSync(browser.path))
  const packages = [...new Set(missing().map((browser) => browser.debianPackage))]
  if (packages.length === 0) return
  if (canInstall()) {
    console.log(`test: installing Debian's ${packages.join(', ')} for the browser tests`)
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      { stdio: 'inherit' },
    )
    if (missing().length === 0) return
  }
  for (const browser of missing()) {
    console.error(
      `Browser tests need ${browser.name} at ${browser.path}.\n` +
        `  On Debian or Ubuntu: sudo apt-get install -y ${browser.debianPackage}\n` +
        (browser.setting === 'PATH' ? '' : `  Or point ${browser.setting} at an installed one.\n`),
    )
  }
  process.exit(1)
}
