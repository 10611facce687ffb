/**
 * `npm run build`: the client bundle, the prerender bundle, then one static HTML file per route
 * with sitemap.xml, robots.txt and 404.html.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from '../shared/site-url'
import { BUILD_INFO, DIST, ROOT, sourceFingerprint, type BuildInfo } from './build-info'
import { prerender } from './prerender'

const SSR_OUT = join(ROOT, 'dist-ssr')

/** Builds the whole site into dist/ for the given site URL. */
export async function buildSite(siteUrl: string): Promise<void> {
  const started = performance.now()
  process.env.SITE_URL = siteUrl
  const configFile = join(ROOT, 'vite.config.ts')
  await build({ configFile, logLevel: 'warn' })
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'entry-prerender.tsx', outDir: SSR_OUT, emptyOutDir: true },
  })
  const entry = (await import(pathToFileURL(join(SSR_OUT, 'entry-prerender.js')).href)) as {
    renderPage: (path: string) => Promise<string>
  }
  await prerender({ renderPage: entry.renderPage, siteUrl })
  rmSync(SSR_OUT, { recursive: true, force: true })

  const info: BuildInfo = {
    fingerprint: sourceFingerprint(siteUrl),
    siteUrl,
    builtAt: new Date().toISOString(),
  }
  writeFileSync(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`)
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s → ${DIST}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let siteUrl: string
  try {
    siteUrl = normalizeSiteUrl(process.env.SITE_URL || DEFAULT_SITE_URL)
  } catch (error) {
    console.error(`SITE_URL is not a valid site address: ${(error as Error).message}`)
    process.exit(1)
  }
  await buildSite(siteUrl)
}
