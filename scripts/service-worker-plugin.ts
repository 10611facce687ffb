import { VitePWA } from 'vite-plugin-pwa'
import { DIST } from '../server/project-paths'
import { PRECACHED_ASSETS, precachedPageFiles, precachedScripts } from './precache'

/**
 * The service worker (sw/sw.ts) through vite-plugin-pwa's injectManifest. Its closeBundle runs
 * 'post', after the prerender has written the pages it precaches.
 */
export function serviceWorkerPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '../sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    integration: { closeBundleOrder: 'post' },
    injectManifest: {
      globPatterns: [...PRECACHED_ASSETS, ...precachedPageFiles()],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // of the scripts, only those the precached pages need (the manifest exists by now)
      manifestTransforms: [
        (entries) => {
          const scripts = precachedScripts(DIST)
          return {
            manifest: entries.filter((e) => !e.url.endsWith('.js') || scripts.has(e.url)),
            warnings: [],
          }
        },
      ],
    },
  })
}
