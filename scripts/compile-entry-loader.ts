/**
 * The page's inline loader (client/early/entry-loader.ts) compiled into the text every page
 * carries: one small script, its rules bundled in from the early modules, nothing to fetch. The
 * build puts it in the pages (scripts/entry-after-paint.ts) and in dist/ for the server, which
 * allows it by its hash (server/built-site.ts); the server never compiles it.
 */
import { buildSync } from 'esbuild'
import { join } from 'node:path'

const SOURCE = join(import.meta.dirname, '..', 'client', 'early', 'entry-loader.ts')

let compiled: string | undefined

/** The loader's text, as every page holds it (compiled once per process). */
export function compileEntryLoader(): string {
  compiled ??= buildSync({
    entryPoints: [SOURCE],
    bundle: true,
    format: 'iife',
    minify: true,
    // a browser that runs module scripts runs this; a page whose loader fails has no code at all
    target: 'es2017',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text.trim()
  return compiled
}
