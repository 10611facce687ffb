import { describe, expect, it } from 'vitest'
import { compileEntryLoader } from './compile-entry-loader'
import { entryAfterPaint } from './entry-after-paint'

const ENTRY_LOADER = compileEntryLoader()

/** The page template as Vite writes it, with the tags it adds at the end of the head. */
const VITE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#23395b" />
    <!--head-->
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/early-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/early-D4.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>
`

describe('the page template for the first paint', () => {
  const html = entryAfterPaint(VITE_TEMPLATE)
  const head = html.slice(0, html.indexOf('</head>'))

  it('asks for nothing but the stylesheet in the head, first after the viewport', () => {
    expect(head).not.toMatch(/<script|modulepreload/)
    expect(head).toMatch(
      /<meta name="viewport"[^>]*>\s*<link rel="stylesheet" crossorigin href="\/assets\/early-D4.css">\s*<link rel="expect"[^>]*>\s*<meta name="theme-color"/,
    )
  })

  it('holds the first paint until the parser has run the loader: it names the mark after it', () => {
    expect(head).toContain('<link rel="expect" href="#page-parsed" blocking="render">')
    expect(html).toMatch(/<\/script><template id="page-parsed"><\/template>\s*<\/body>/)
  })

  it('hands the entry, its preloads and the stylesheet to the loader at the end of the body', () => {
    const body = html.slice(html.indexOf('<body>'))
    expect(body).toContain(
      `<script data-entry="/assets/index-A1.js" data-preload="/assets/early-B2.js /assets/shared-C3.js" data-styles="/assets/early-D4.css">${ENTRY_LOADER}</script><template id="page-parsed"></template>\n  </body>`,
    )
  })

  it('refuses a template whose entry it cannot find, rather than leave a page without code', () => {
    expect(() => entryAfterPaint(VITE_TEMPLATE.replace(/<script type="module".*\n/, ''))).toThrow(
      /0 module scripts/,
    )
  })
})
