/**
 * `npm run build`: the client bundle, the prerender bundle, then one static HTML file per route
 * with sitemap.xml, robots.txt and 404.html.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { Config } from '../server/env'
import { readConfig } from '../server/index'
import {
  BUILD_INFO,
  DIST,
  ROOT,
  sourceFingerprint,
  type BuildInfo,
  type BuildSettings,
} from './build-info'
import { prerender } from './prerender'

const SSR_OUT = join(ROOT, 'dist-ssr')

/** Builds the whole site into dist/ for the given site URL and analytics ids. */
export async function buildSite(settings: BuildSettings): Promise<void> {
  const started = performance.now()
  const { siteUrl } = settings
  // vite.config.ts reads these
  process.env.SITE_URL = siteUrl
  process.env.GTAG_ID = settings.gtagId ?? ''
  process.env.ADS_SEND_TO = settings.adsSendTo ?? ''
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
    ...settings,
    fingerprint: sourceFingerprint(settings),
    builtAt: new Date().toISOString(),
  }
  writeFileSync(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`)
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s → ${DIST}`)
}

/** The build settings from the environment, checked like the server checks them. */
export function buildSettings(
  config: Pick<Config, 'siteUrl' | 'gtagId' | 'adsSendTo'>,
): BuildSettings {
  return {
    siteUrl: config.siteUrl,
    ...(config.gtagId ? { gtagId: config.gtagId } : {}),
    ...(config.adsSendTo ? { adsSendTo: config.adsSendTo } : {}),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildSite(buildSettings(readConfig()))
}
