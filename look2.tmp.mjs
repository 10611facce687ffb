import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 })
for (const [name, url] of [['hub', '/westchester'], ['home', '/'], ['service', '/services/kitchens']]) {
  await p.goto('http://localhost:5077' + url)
  await p.waitForTimeout(500)
  const info = await p.evaluate(() => [...document.querySelectorAll('img')].slice(0, 6).map((i) => { const r = i.getBoundingClientRect(); return `${i.currentSrc.split('/').pop()} y=${Math.round(r.y)} h=${Math.round(r.height)} w=${Math.round(r.width)} ${i.loading} ${i.fetchPriority}` }))
  console.log(name, info.join('\n  '))
  await p.screenshot({ path: `/tmp/${name}-412.png` })
}
await b.close()
