import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PRECOMPRESSED_SUFFIX } from '../server/brotli'
import { requireDist } from './dist-files'
import { servedPageFiles } from './precompress'

const dist = requireDist()

describe('the build’s compressed pages', () => {
  it.each(servedPageFiles(dist))('%s: its compressed copy reads as the page', (file) => {
    const copy = join(dist, file + PRECOMPRESSED_SUFFIX)
    expect(existsSync(copy), copy).toBe(true)
    expect(brotliDecompressSync(readFileSync(copy)).equals(readFileSync(join(dist, file)))).toBe(
      true,
    )
  })
})
