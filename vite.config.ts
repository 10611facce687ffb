import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { entryAfterPaintPlugin } from './scripts/entry-after-paint.ts'
import { imageCacheDir, imagesPlugin } from './scripts/images-plugin.ts'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from './shared/site-url.ts'

type ModuleInfo = {
  isEntry: boolean
  importedIds: readonly string[]
  importers: readonly string[]
  dynamicImporters: readonly string[]
  dynamicallyImportedIds: readonly string[]
} | null
type ModuleGraph = { getModuleInfo: (id: string) => ModuleInfo }

/** The modules reached from `roots` through static imports, the roots included. */
function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const reached = new Set<string>()
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue
    reached.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return reached
}

/** The entry modules of the build, found from any module by walking up its importers. */
function entriesFrom(id: string, graph: ModuleGraph): string[] {
  const seen = new Set<string>()
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    const info = graph.getModuleInfo(next)
    queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
  }
  return [...seen].filter((module) => graph.getModuleInfo(module)?.isEntry)
}

/**
 * The first visit's scripts in a few files where the automatic split made dozens (a phone on a
 * slow network pays a round trip for each), grouped by when they load, as the module graph says
 * (client/early/before-react.ts says when each stage comes):
 * - 'early': what the entry imports statically, the controls that work before React;
 * - then one group per module the entry loads later with `import()`, named after it: what that
 *   module imports statically and no earlier group holds. The lighter stage comes first (the
 *   idle widgets before React and the site frame), so a module both need stays out of the
 *   heavier file, which the lighter one would otherwise fetch.
 * A module that loads a later stage stays in its own chunk: a chunk that waited for a chunk
 * importing it would never finish loading. Page code splits as usual.
 */
function chunkGroups(): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, string> | undefined
  const assign = (first: string, graph: ModuleGraph) => {
    const assigned = new Map<string, string>()
    const early = staticClosure(entriesFrom(first, graph), graph)
    const loaders = [...early].filter(
      (id) => graph.getModuleInfo(id)?.dynamicallyImportedIds.length,
    )
    const stages = [
      ...new Set(loaders.flatMap((id) => graph.getModuleInfo(id)!.dynamicallyImportedIds)),
    ]
      .map((root) => ({ root, modules: staticClosure([root], graph) }))
      .sort((a, b) => a.modules.size - b.modules.size)
    const keep = new Set([...loaders, ...stages.map((stage) => stage.root)])
    for (const id of early) {
      if (!keep.has(id) && !graph.getModuleInfo(id)?.isEntry) assigned.set(id, 'early')
    }
    for (const { root, modules } of stages) {
      const name = `${basename(root).replace(/\.[^.]+$/, '')}-deps`
      for (const id of modules) if (!keep.has(id) && !assigned.has(id)) assigned.set(id, name)
    }
    return assigned
  }
  return (id, graph) => {
    groups ??= assign(id, graph)
    return groups.get(id) ?? null
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
    entryAfterPaintPlugin(),
    inlineIcons(),
    imagesPlugin({
      sourceDir: join(import.meta.dirname, 'images'),
      cacheDir: imageCacheDir(import.meta.dirname),
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
          groups: [{ name: chunkGroups(), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
})
