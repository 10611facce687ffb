/**
 * Draws public/og-image.png (1200×630), the picture social networks show for a shared link.
 * Run by hand after changing the brand: `npx tsx scripts/og-image.ts` (needs Chromium).
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { addressLine, business } from '../shared/business'
import { ROOT } from '../server/project-paths'

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#172640;
  color:#fff;font-family:Georgia,serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="font:600 26px system-ui,sans-serif;letter-spacing:.08em;text-transform:uppercase;color:#e8d9c4">
    Family-owned · ${business.experience.pages}</div>
  <div>
    <div style="font-size:78px;font-weight:700;line-height:1.05">${business.name}</div>
    <div style="margin-top:24px;font:400 34px system-ui,sans-serif;color:#dfe6ef">
      Kitchen &amp; bathroom remodeling in Westchester, Rockland, Bergen County and Greenwich</div>
  </div>
  <div style="display:flex;justify-content:space-between;font:600 28px system-ui,sans-serif">
    <span>${addressLine}</span><span style="color:#f3b27a">${business.phone.display}</span>
  </div>
</div></body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: join(ROOT, 'public', 'og-image.png') })
await browser.close()
console.log('wrote public/og-image.png')
