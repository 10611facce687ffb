import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type ChunkSize = { file: string; bytes: number; gzipBytes: number }

const KB = 1000

/** The gzip size of a file, at the level compression middleware and most CDNs use. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 6 }).length
}

/** Every script and stylesheet in dist/assets with its size, largest first. */
export function chunkSizes(distDir: string): ChunkSize[] {
  const dir = join(distDir, 'assets')
  return readdirSync(dir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const content = readFileSync(join(dir, name))
      return { file: `assets/${name}`, bytes: content.length, gzipBytes: gzipSize(content) }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} kB`.padStart(9)
}

/** The table `npm run build` prints: each chunk's raw and gzip size, then the totals. */
export function formatChunkTable(chunks: ChunkSize[]): string {
  const width = Math.max(...chunks.map((c) => c.file.length))
  const lines = chunks.map(
    (c) => `  ${c.file.padEnd(width)} ${kb(c.bytes)}  gzip ${kb(c.gzipBytes)}`,
  )
  const total = (ext: string) => chunks.filter((c) => c.file.endsWith(ext))
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((all, c) => all + c[key], 0)
  const totals = ['.js', '.css'].map((ext) => {
    const list = total(ext)
    return (
      `  all ${ext.slice(1)} (${list.length} files)`.padEnd(width + 3) +
      `${kb(sum(list, 'bytes'))}  gzip ${kb(sum(list, 'gzipBytes'))}`
    )
  })
  return [
    'chunks (a page loads only the ones it needs; `npm run bench` measures that):',
    ...lines,
    ...totals,
  ].join('\n')
}
