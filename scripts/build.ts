/**
 * `npm run build`: the prerender bundle, then the client bundle, one static HTML file per route,
 * sitemap.xml, robots.txt, 404.html and the service worker with its precache list; then the
 * owner's lead desk under dist/owner, the editor under dist/admin, and last the server itself as
 * JavaScript in dist-server/ (vite.server.config.ts), which is what `npm run serve` runs.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { Config } from '../server/env'
import { readConfig } from '../server/start-server'
import {
  BUILD_INFO,
  sourceFingerprint,
  type BuildInfo,
  type BuildSettings,
} from '../server/build-info'
import { DIST, ROOT } from '../server/project-paths'
import { chunkSizes, formatChunkTable } from './bundle-report'
import { writeAdminFiles } from './cms/admin-files'
import { decapScriptOrWhy } from './cms/decap-release'
import { precacheSize } from './precache'
import { precompressPages } from './precompress'
import { checkSampleContent } from './sample-content'
import { prerenderPlugin } from './prerender-plugin'
import { serviceWorkerPlugin } from './service-worker-plugin'

const SSR_OUT = join(ROOT, 'dist-ssr')
const KIB = 1024
/** decap-server's own default port */
const DEFAULT_LOCAL_PORT = 8081

/** Builds the whole site into dist/ for the given site URL and analytics ids. */
export async function buildSite(settings: BuildSettings): Promise<void> {
  const started = performance.now()
  checkSampleContent(process.env.STRICT_CONTENT === '1')
  // `npm install` brought the editor's script; if it did not and there is no connection now,
  // say so at once, and build the public site all the same
  const editor = await decapScriptOrWhy()
  if ('why' in editor) {
    console.warn(
      `build: the site editor is left out of this build: ${editor.why}\n` +
        '  The public pages are built as usual; /admin/ says the editor is missing. With a ' +
        'connection, run `npm run editor:fetch`, then build again.',
    )
  }
  const { siteUrl } = settings
  // vite.config.ts reads these
  process.env.SITE_URL = siteUrl
  process.env.GTAG_ID = settings.gtagId ?? ''
  process.env.ADS_SEND_TO = settings.adsSendTo ?? ''
  const fingerprint = sourceFingerprint(settings)
  // the build id busts the persisted towns cache when a new build ships
  process.env.BUILD_ID = fingerprint.slice(0, 12)
  const configFile = join(ROOT, 'vite.config.ts')
  // 1. the prerender bundle; 2. the client, whose closeBundle prerenders and then builds the
  // service worker over the finished pages (scripts/prerender-plugin.ts, vite-plugin-pwa)
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'entry-prerender.tsx', outDir: SSR_OUT, emptyOutDir: true },
  })
  await build({
    configFile,
    logLevel: 'warn',
    // the manifest tells which scripts the precached pages need (scripts/precache.ts)
    build: { manifest: true },
    plugins: [
      prerenderPlugin({
        ssrEntry: join(SSR_OUT, 'entry-prerender.js'),
        siteUrl,
        manifestFile: join(ROOT, 'manifest.webmanifest'),
      }),
      serviceWorkerPlugin(),
    ],
  })
  rmSync(SSR_OUT, { recursive: true, force: true })
  const pages = await precompressPages(DIST)
  // 3. the owner's lead desk, after the public worker's precache list was made: none of it is in it
  await build({ configFile: join(ROOT, 'vite.owner.config.ts'), logLevel: 'warn' })
  // 4. the homeowner's booking pages, private too: never in the public worker's precache
  await build({ configFile: join(ROOT, 'vite.booking.config.ts'), logLevel: 'warn' })
  const admin = writeAdminFiles(
    {
      distDir: DIST,
      contentDir: join(ROOT, 'content'),
      siteUrl,
      backend: {
        ...(settings.cms?.repo ? { repo: settings.cms.repo } : {}),
        branch: settings.cms?.branch ?? 'main',
      },
      localPort: settings.cms?.localPort ?? DEFAULT_LOCAL_PORT,
    },
    editor,
  )

  // 4. the server, with the content just compiled bundled in
  await build({ configFile: join(ROOT, 'vite.server.config.ts'), logLevel: 'warn' })

  console.log(formatChunkTable(chunkSizes(DIST)))
  const precache = precacheSize(DIST)
  console.log(
    admin.scriptBytes > 0
      ? `editor: /admin/ (Decap CMS, ${(admin.scriptBytes / KIB).toFixed(0)} KiB, loaded by /admin only)`
      : 'editor: left out of this build (see the warning above)',
  )
  console.log(
    `precache: ${precache.entries} entries, ${(precache.bytes / KIB).toFixed(0)} KiB ` +
      `(${(precache.gzipBytes / KIB).toFixed(0)} KiB gzip)`,
  )
  console.log(
    `pages: ${pages.files} files, ${(pages.bytes / KIB).toFixed(0)} KiB ` +
      `(${(pages.compressed / KIB).toFixed(0)} KiB as sent, brotli at its best)`,
  )
  const info: BuildInfo = {
    ...settings,
    fingerprint,
    builtAt: new Date().toISOString(),
  }
  writeFileSync(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`)
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s → ${DIST}`)
}

/** The build settings from the environment, checked like the server checks them. */
export function buildSettings(
  config: Pick<Config, 'siteUrl' | 'gtagId' | 'adsSendTo'> & Partial<Pick<Config, 'cms'>>,
): BuildSettings {
  const { cms } = config
  return {
    siteUrl: config.siteUrl,
    ...(cms
      ? {
          cms: {
            ...(cms.repo ? { repo: cms.repo } : {}),
            branch: cms.branch,
            localPort: cms.localPort,
          },
        }
      : {}),
    ...(config.gtagId ? { gtagId: config.gtagId } : {}),
    ...(config.adsSendTo ? { adsSendTo: config.adsSendTo } : {}),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildSite(buildSettings(readConfig()))
}
