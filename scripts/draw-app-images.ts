/**
 * Draws the app's icons into public/icons, and with `--screenshots <site url>` the manifest's
 * narrow and wide screenshots into public/screenshots from the running site. Run by hand after
 * changing the brand or the home page (needs Chromium):
 *   npx tsx scripts/draw-app-images.ts
 *   npx tsx scripts/draw-app-images.ts --screenshots http://localhost:5000
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { ROOT } from '../server/project-paths'

const BRAND = '#23395b'
const ACCENT = '#a34a0b'

/** The CK monogram on the brand colour; `safe` shrinks it into the maskable safe zone. */
function iconHtml(size: number, safe: boolean): string {
  const inset = safe ? 0.2 : 0
  const radius = safe ? 0 : size * 0.18
  return `<body style="margin:0"><div style="width:${size}px;height:${size}px;background:${BRAND};
    border-radius:${radius}px;display:grid;place-items:center">
    <div style="width:${size * (1 - 2 * inset)}px;height:${size * (1 - 2 * inset)}px;display:grid;
      place-items:center;font:700 ${size * (1 - 2 * inset) * 0.46}px Georgia,serif;color:#fff;
      border-bottom:${size * 0.03}px solid ${ACCENT};box-sizing:border-box">CK</div></div></body>`
}

/** A round shortcut icon with a one-line symbol. */
function shortcutHtml(symbol: string): string {
  return `<body style="margin:0"><div style="width:96px;height:96px;border-radius:48px;background:${BRAND};
    display:grid;place-items:center;font:700 44px system-ui,sans-serif;color:#fff">${symbol}</div></body>`
}

async function draw(page: Page, html: string, size: number, file: string) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(html)
  await page.screenshot({ path: file, omitBackground: true })
  console.log(`wrote ${file}`)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
const icons = join(ROOT, 'public', 'icons')
mkdirSync(icons, { recursive: true })
// the icon written into every page (scripts/inline-favicon.ts), in 16 colours: about 300 bytes
await draw(page, iconHtml(32, false), 32, join(icons, 'favicon-32.png'))
const drawn = readFileSync(join(icons, 'favicon-32.png'))
writeFileSync(
  join(icons, 'favicon-32.png'),
  await sharp(drawn)
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
    .toBuffer(),
)
await draw(page, iconHtml(192, false), 192, join(icons, 'icon-192.png'))
await draw(page, iconHtml(512, false), 512, join(icons, 'icon-512.png'))
await draw(page, iconHtml(512, true), 512, join(icons, 'maskable-512.png'))
await draw(page, iconHtml(180, true), 180, join(icons, 'apple-touch-icon.png'))
await draw(page, shortcutHtml('☎'), 96, join(icons, 'shortcut-call.png'))
await draw(page, shortcutHtml('✉'), 96, join(icons, 'shortcut-text.png'))
await draw(page, shortcutHtml('$'), 96, join(icons, 'shortcut-estimate.png'))

const site = process.argv[process.argv.indexOf('--screenshots') + 1]
if (process.argv.includes('--screenshots') && site) {
  const shots = join(ROOT, 'public', 'screenshots')
  mkdirSync(shots, { recursive: true })
  for (const [name, width, height, path] of [
    ['narrow', 390, 844, '/services/kitchens'],
    ['wide', 1280, 800, '/'],
  ] as const) {
    const shot = await browser.newPage({ viewport: { width, height } })
    await shot.goto(new URL(path, site).href, { waitUntil: 'networkidle' })
    await shot.screenshot({ path: join(shots, `${name}.png`) })
    console.log(`wrote ${join(shots, `${name}.png`)}`)
    await shot.close()
  }
}
await browser.close()
