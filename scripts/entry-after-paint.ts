import type { Plugin } from 'vite'
import { ENTRY_LOADER_FILE } from '../server/built-site.ts'
import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, STYLES_ATTRIBUTE } from '../shared/entry-loader.ts'
import { compileEntryLoader } from './compile-entry-loader.ts'

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g
const VIEWPORT = /<meta name="viewport"[^>]*>/

/**
 * The page template as the first paint wants it: the stylesheet is the head's first request
 * (the prerender puts the page's own styles in its place, scripts/page-styles.ts), and the entry
 * script (with the modules it preloads, and the whole stylesheet) leaves the head for the inline
 * loader at the end of the body, which brings it after the largest paint
 * (client/early/entry-loader.ts).
 * Throws when the template is not what Vite writes: a page must never lose its script quietly.
 */
export function entryAfterPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  const stylesheets = [...html.matchAll(STYLESHEET)]
  if (entries.length !== 1) {
    throw new Error(`The page template has ${entries.length} module scripts; the loader takes one`)
  }
  if (!VIEWPORT.test(html) || !html.includes('</body>')) {
    throw new Error('The page template has no viewport meta or no </body>')
  }
  const loader =
    `<script ${ENTRY_ATTRIBUTE}="${entries[0]}"` +
    (preloads.length > 0 ? ` ${PRELOAD_ATTRIBUTE}="${preloads.join(' ')}"` : '') +
    (stylesheets.length > 0
      ? ` ${STYLES_ATTRIBUTE}="${stylesheets.map((m) => m[1]).join(' ')}"`
      : '') +
    `>${compileEntryLoader()}</script>\n  `
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(VIEWPORT, (viewport) =>
      [viewport, ...stylesheets.map((m) => m[0].trim())].join('\n    '),
    )
    .replace('</body>', () => `${loader}</body>`)
}

/**
 * entryAfterPaint on the built page template (the dev server keeps Vite's own tags), and the
 * loader's text left in dist/ for the server, which allows it by its hash (server/built-site.ts).
 */
export function entryAfterPaintPlugin(): Plugin {
  return {
    name: 'site:entry-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: entryAfterPaint },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ENTRY_LOADER_FILE, source: compileEntryLoader() })
    },
  }
}
