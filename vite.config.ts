import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imagesPlugin } from './scripts/images-plugin.ts'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from './shared/site-url.ts'

type ModuleInfo = { importers: readonly string[] } | null
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo }

/** Whether `root` imports the module statically, directly or through other modules. */
function importedStatically(id: string, root: string, meta: ChunkMeta): boolean {
  const seen = new Set<string>()
  const reaches = (moduleId: string): boolean => {
    if (moduleId.endsWith(root)) return true
    if (seen.has(moduleId)) return false
    seen.add(moduleId)
    return meta.getModuleInfo(moduleId)?.importers.some(reaches) ?? false
  }
  return reaches(id)
}

/**
 * The first visit's scripts in a few files where the automatic split made dozens (a phone on a
 * slow network pays a round trip for each):
 * - 'early': what the entry (client/main.tsx) imports, the controls that work before React;
 * - 'widgets': the service worker's registration, started when the browser is idle, no React;
 * - 'app': React and the site's frame, fetched on the visitor's first interaction.
 * A module in an earlier group stays out of the later ones, or the earlier script would have
 * to fetch the later file up front. Page code splits as usual.
 */
function chunkName(id: string, meta: ChunkMeta): string | null {
  if (id.endsWith('client/main.tsx') || id.endsWith('client/widgets/heavy-widgets.ts')) return null
  if (importedStatically(id, 'client/main.tsx', meta)) return 'early'
  if (importedStatically(id, 'client/widgets/heavy-widgets.ts', meta)) return 'widgets'
  // start.tsx itself stays apart: it awaits the page's code, which imports 'app', and a chunk
  // that waited for a chunk importing it would never finish loading
  if (id.endsWith('client/start.tsx')) return null
  return importedStatically(id, 'client/start.tsx', meta) ? 'app' : null
}

/**
 * The pages are complete HTML before any script runs, so the scripts that hydrate them wait
 * behind the stylesheet and the hero image on a slow connection: fetchpriority="low".
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'site:low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  }
}

/**
 * The icon sprite written into the page template, hidden: a page's icons are drawn with the
 * page, where a sprite file was one more request (on a phone, a round trip before they showed).
 */
function inlineIcons(): Plugin {
  const sprite = readFileSync(join(import.meta.dirname, 'client/components/icons.svg'), 'utf8')
    .trim()
    .replace('<svg ', '<svg hidden aria-hidden="true" ')
  return {
    name: 'site:inline-icons',
    transformIndexHtml: (html) => html.replace('<!--icons-->', () => sprite),
  }
}

const siteUrl = normalizeSiteUrl(process.env.SITE_URL || DEFAULT_SITE_URL)

// The prerender and the service worker are added by scripts/build.ts (`npm run build`).
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  plugins: [
    react(),
    tailwindcss(),
    lowPriorityScripts(),
    inlineIcons(),
    imagesPlugin({
      sourceDir: join(import.meta.dirname, 'images'),
      cacheDir: join(import.meta.dirname, 'node_modules', '.cache', 'site-images'),
    }),
  ],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': join(
        import.meta.dirname,
        'client/lib/use-sync-external-store-shim.ts',
      ),
    },
  },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev'),
    __GTAG_ID__: JSON.stringify(process.env.GTAG_ID ?? ''),
    __ADS_SEND_TO__: JSON.stringify(process.env.ADS_SEND_TO ?? ''),
    __INSTALL_OFFER_EVENT__: JSON.stringify('installofferchange'),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // every browser that runs the site's module scripts knows modulepreload
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a module the entry shares with 'app' stays out of 'app'
          groups: [{ name: chunkName, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
})
