import { build } from 'vite'
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
const out = '/tmp/dist-map'
if (!process.argv.includes('--skip')) await build({ configFile: '/work/main/vite.config.ts', logLevel: 'warn', build: { outDir: out, sourcemap: true, emptyOutDir: true } })
const files = readdirSync(out + '/assets').filter((f) => f.endsWith('.js'))
const want = process.argv.slice(2).filter(a=>!a.startsWith('--'))
for (const f of files) {
  if (want.length && !want.some((w) => f.startsWith(w))) continue
  const code = readFileSync(`${out}/assets/${f}`, 'utf8')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${out}/assets/${f}.map`, 'utf8')))
  const lines = code.split('\n')
  const bySrc = {}
  const mappings = []
  map.eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i], n = mappings[i + 1]
    let text
    if (n && n.generatedLine === m.generatedLine) text = lines[m.generatedLine - 1].slice(m.generatedColumn, n.generatedColumn)
    else text = lines[m.generatedLine - 1].slice(m.generatedColumn)
    const s = (m.source || '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/work\/main\//, '')
    bySrc[s] = (bySrc[s] || '') + text
  }
  console.log(`\n== ${f} ${code.length} raw, ${gzipSync(code).length} gz`)
  const rows = Object.entries(bySrc).map(([s, t]) => [s, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1])
  for (const r of rows.slice(0, 25)) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0])
}
