import { chromium } from 'playwright'
const [url, out, width] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 390)]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width, height: 844 } })
await page.goto(url)
await page.waitForTimeout(800)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
