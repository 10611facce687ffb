import { chromium } from 'playwright'
const link = process.argv[2]!
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('WebAuthn.enable')
await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true } })
for (const [first, details, service] of [['Ann', 'Galley kitchen in a 1950s split-level; we want to open the wall to the dining room.', 'kitchen'], ['Raj', 'Hall bath, tub to shower.', 'bathroom']]) {
  await page.request.post('http://localhost:5077/api/contact', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: { firstName: first, lastName: 'Lopez', phone: '(914) 555-0199', email: `${first}@example.net`, serviceType: service, projectDetails: details, fillMs: 40000, website: '' } })
}
await page.goto(link)
await page.getByRole('button', { name: 'Make my passkey' }).click()
await page.getByRole('heading', { name: /^Requests/ }).waitFor()
await page.waitForTimeout(500)
await page.screenshot({ path: '/tmp/desk-390.png', fullPage: true })
await page.setViewportSize({ width: 1280, height: 900 })
await page.waitForTimeout(300)
await page.screenshot({ path: '/tmp/desk-1280.png', fullPage: false })
await browser.close()
