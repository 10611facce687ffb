/**
 * The built pages, compressed once at brotli's best beside their files (`index.html.br`): the
 * server sends them as they are to a browser that takes brotli (server/site-files.ts), rather
 * than compressing each answer at the faster quality it uses for everything else.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { pageFile } from '../shared/page-file'
import { PRECOMPRESSED_QUALITY, PRECOMPRESSED_SUFFIX } from '../server/brotli'
import { builtPagePaths } from '../server/built-site'

const compress = promisify(brotliCompress)

/** The page files the server answers with: every built page and the 404 page. */
export function servedPageFiles(distDir: string): string[] {
  return [...builtPagePaths(distDir)].map(pageFile).concat('404.html')
}

/** Writes each page's compressed copy; resolves to the bytes before and after. */
export async function precompressPages(
  distDir: string,
): Promise<{ files: number; bytes: number; compressed: number }> {
  const files = servedPageFiles(distDir)
  let bytes = 0
  let compressed = 0
  // zlib's thread pool compresses several at once, off the build's own thread
  await Promise.all(
    files.map(async (file) => {
      const path = join(distDir, file)
      const html = readFileSync(path)
      const brotli = await compress(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: PRECOMPRESSED_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
      writeFileSync(path + PRECOMPRESSED_SUFFIX, brotli)
      bytes += html.length
      compressed += brotli.length
    }),
  )
  return { files: files.length, bytes, compressed }
}
