import type { Plugin } from 'vite'
import { ENTRY_LOADER_FILE } from '../server/built-site.ts'
import {
  ENTRY_ATTRIBUTE,
  PAGE_PARSED,
  PRELOAD_ATTRIBUTE,
  STYLES_ATTRIBUTE,
} from '../shared/entry-loader.ts'
import { compileEntryLoader } from './compile-entry-loader.ts'

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g
const VIEWPORT = /<meta name="viewport"[^>]*>/
/**
 * The head's hold on the first paint, until the parser has run the loader and reached the mark
 * after it. The mark is not the loader itself: a browser lets the paint go as soon as the
 * element is in the page, and a slow connection can bring a script's start tag before its text.
 */
const PAINT_AFTER_LOADER = `<link rel="expect" href="#${PAGE_PARSED}" blocking="render">`
const PARSED_MARK = `<template id="${PAGE_PARSED}"></template>`

/**
 * The page template as the first paint wants it: the stylesheet is the head's first request
 * (the prerender puts the page's own styles in its place, scripts/page-styles.ts), and the entry
 * script (with the modules it preloads, and the whole stylesheet) leaves the head for the inline
 * loader at the end of the body, which brings it after the largest paint
 * (client/early/entry-loader.ts).
 *
 * The head also holds the first paint until the parser has run the loader (`rel="expect"`,
 * `blocking="render"`; an engine without it ignores the link). A browser otherwise paints the
 * part of the page it has parsed whenever its parser pauses, and then lays out the rest, and runs
 * the loader, in tasks after that paint: on a slowed phone, tasks of 50–90 ms right when a first
 * tap may come (on the estimate page the loader makes its dialog modal, which lays the page out
 * at once). Held, the page is laid out once, before its paint. It costs no round trip: pages
 * are 9–14 KB as sent, about what a connection's first flight carries.
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
    `>${compileEntryLoader()}</script>${PARSED_MARK}\n  `
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(VIEWPORT, (viewport) =>
      [viewport, ...stylesheets.map((m) => m[0].trim()), PAINT_AFTER_LOADER].join('\n    '),
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
