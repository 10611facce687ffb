import { createRequire } from 'node:module'
const require = createRequire('/work/main/node_modules/.cache/bench-tools/package.json')
const lighthouse = (await import(require.resolve('lighthouse'))).default
const { launch } = await import(require.resolve('chrome-launcher'))
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'], logLevel: 'silent' })
for (const url of process.argv.slice(2)) {
  const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const m = lhr.audits.metrics.details.items[0]
  console.log(`\n${url}: LCP sim ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} | observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} load ${m.observedLoad} DCL ${m.observedDomContentLoaded}`)
  const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  console.log('LCP element:', el?.nodeLabel?.slice(0, 80), el?.selector)
  const conn = new Map()
  for (const e of artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass ?? []) if (e.method === 'Network.responseReceived') conn.set(e.params.response.url, `c${e.params.response.connectionId}${e.params.response.connectionReused ? 'r' : ''}`)
  for (const r of lhr.audits['network-requests'].details.items) console.log(`  ${Math.round(r.networkRequestTime).toString().padStart(5)}→${Math.round(r.networkEndTime).toString().padStart(5)} ${r.priority?.padEnd(8)} ${r.resourceType?.padEnd(10)} ${String(conn.get(r.url)).padEnd(5)} ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`)
}
await chrome.kill()
