import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { prerender, type PrerenderEntry } from './prerender'
import { writeSearchIndex } from './search-index'
import { DIST } from '../server/project-paths'

type Options = { ssrEntry: string; siteUrl: string; manifestFile: string }

/**
 * Writes the static pages at the end of the client build, before vite-plugin-pwa builds the
 * worker (its closeBundle runs 'post'), so the precache holds the prerendered pages as they are.
 * Also copies manifest.webmanifest into the build.
 */
export function prerenderPlugin({ ssrEntry, siteUrl, manifestFile }: Options): Plugin {
  return {
    name: 'site:prerender',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(manifestFile, 'utf8'),
      })
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!existsSync(ssrEntry)) {
          throw new Error(`No prerender bundle at ${ssrEntry}: build with \`npm run build\`.`)
        }
        const entry = (await import(pathToFileURL(ssrEntry).href)) as PrerenderEntry
        const seconds = await prerender({ ...entry, siteUrl })
        console.log(`prerender: ${entry.routes.length} pages + 404 in ${seconds.toFixed(1)} s`)
        const index = writeSearchIndex(DIST, entry.routes)
        console.log(
          `search index: ${index.pages} pages, ${(index.bytes / 1024).toFixed(0)} KiB ` +
            `(${(index.gzipBytes / 1024).toFixed(0)} KiB gzip)`,
        )
      },
    },
  }
}
