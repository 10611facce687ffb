import { brotliCompressSync, constants } from 'node:zlib'
import postcss, { type Container, type Root } from 'postcss'
import { BROTLI_QUALITY } from '../server/brotli'

/**
 * A page's own styles: the rules of the site's stylesheet that can apply to what the page holds,
 * written into the page so its first paint waits for no stylesheet (the whole one is fetched
 * with the entry and applies to the screen when React starts: client/early/entry-loader.ts).
 *
 * The cut is by class, which is how Tailwind writes the sheet: a selector that names a class the
 * page does not use cannot match anything in it; every other selector is kept, whatever its
 * states, elements or pseudo-elements (`:focus-visible`, `::placeholder`, `:where(.space-y-2 >
 * :not(:last-child))`), so nothing the page shows before the whole sheet comes is styled
 * differently. A class only a script adds later is styled when the whole sheet has come.
 *
 * Only a page that, with its styles, still reaches a phone in the first flight of a new
 * connection holds them (FIRST_FLIGHT_BYTES, compressed as the server sends it). A larger page
 * would wait one more round trip for its last bytes, which costs its first paint more than
 * fetching the stylesheet beside it (measured: docs/design.md, Speed and size); it links the
 * stylesheet as before.
 */

/**
 * What a server's first flight carries: TCP's initial window of 10 segments of 1,460 bytes, less
 * about 1.3 KB of response headers (the CSP with its hashes is the largest).
 */
export const FIRST_FLIGHT_BYTES = 13 * 1024

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
}

/** The classes a page's markup uses, as the browser reads them. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value!.replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (_, name: string) => ENTITIES[name]!,
    )
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** A class selector's name with its CSS escapes read: `lg\:hidden` → `lg:hidden`, `\32 xl` → `2xl`. */
function unescape(name: string): string {
  return name.replace(
    /\\([0-9a-fA-F]{1,6}) ?|\\(.)/g,
    (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  )
}

const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g

/** A `:not(…)` (one level of parentheses inside): what it names is what a match must not have. */
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g

/** The classes a selector needs (`.a > .b:hover:not(.c)` → a, b). */
export function classesOf(selector: string): string[] {
  const needed = selector.replace(NEGATION, '')
  return [...needed.matchAll(CLASS_SELECTOR)].map((match) => unescape(match[1]!))
}

/** Removes the rules and selectors `keep` refuses, then the blocks left empty. */
function prune(container: Container, keep: (selector: string) => boolean): void {
  container.each((node) => {
    if (node.type === 'rule') {
      // keyframe steps (`from`, `50%`) name no class, so they are always kept
      const kept = node.selectors.filter(keep)
      if (kept.length === 0) node.remove()
      else if (kept.length < node.selectors.length) node.selectors = kept
    } else if (node.type === 'atrule' && node.nodes) {
      prune(node, keep)
      if (node.nodes.length === 0) node.remove()
    }
  })
}

/** The site's stylesheet, parsed once for all pages. */
export function parseStylesheet(css: string): Root {
  return postcss.parse(css)
}

/** The rules of `sheet` that can apply to a page using `classes`, as CSS text. */
export function pageStyles(sheet: Root, classes: ReadonlySet<string>): string {
  const cut = sheet.clone()
  prune(cut, (selector) => classesOf(selector).every((name) => classes.has(name)))
  return cut.toString()
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/

export type TemplateStylesheet = { link: string; sheet: Root } | undefined

/**
 * The built page template's stylesheet, read from the build: what every page's cut is taken
 * from. Undefined for the source template (the bench times the prerender with it): its pages
 * keep their link. scripts/first-paint.test.ts checks the built pages.
 */
export function templateStylesheet(
  template: string,
  read: (file: string) => string,
): TemplateStylesheet {
  const found = STYLESHEET_LINK.exec(template)
  return found ? { link: found[0], sheet: parseStylesheet(read(found[1]!)) } : undefined
}

/**
 * The size of a page as the server would compress it as it answers: the copy the build
 * compresses at brotli's best (scripts/precompress.ts) is smaller still, so a page this fits is
 * sure to fit.
 */
export const sentBytes = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length

/**
 * The page with its own styles where the stylesheet link was, when it still fits the first
 * flight; otherwise as it is. The link stays for a browser without script, in <noscript>; with
 * script, the page's loader brings it after the first paint.
 */
export function withPageStyles(html: string, stylesheet: TemplateStylesheet): string {
  if (!stylesheet) return html
  const { link, sheet } = stylesheet
  const styles = pageStyles(sheet, classesIn(html))
  // nothing in a stylesheet we write ends a <style> element early
  if (/<\/style/i.test(styles)) {
    throw new Error('The stylesheet holds "</style", which no page can inline')
  }
  const styled = html.replace(
    link,
    () => `<style>${styles}</style>\n    <noscript>${link}</noscript>`,
  )
  return sentBytes(styled) <= FIRST_FLIGHT_BYTES ? styled : html
}
