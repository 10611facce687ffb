import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, STYLES_ATTRIBUTE } from '../shared/entry-loader'
import { pageFile } from '../shared/page-file'
import { routes } from '../shared/routes'
import { builtEntryLoader } from '../server/built-site'
import { hashSource } from '../server/content-security-policy'
import { compileEntryLoader } from './compile-entry-loader'
import { requireDist, splitHead } from './dist-files'
import {
  classesIn,
  FIRST_FLIGHT_BYTES,
  pageStyles,
  parseStylesheet,
  sentBytes,
} from './page-styles'

const dist = requireDist()
/** The loader the sources compile to, and the hash the server allows for the one it reads. */
const ENTRY_LOADER = compileEntryLoader()
const ENTRY_LOADER_HASH = hashSource(builtEntryLoader(dist))

/** Every page the build writes, the 404 page included. */
const pages = [...routes.map((r) => pageFile(r.path)), '404.html']
const readPage = (file: string) => readFileSync(join(dist, file), 'utf8')

/** The stylesheets the pages name, each read and parsed once. */
const sheets = new Map<string, ReturnType<typeof parseStylesheet>>()
function stylesheet(name: string) {
  if (!sheets.has(name)) sheets.set(name, parseStylesheet(readFileSync(join(dist, name), 'utf8')))
  return sheets.get(name)!
}

/** The tags of a page that make the browser fetch something while it parses. */
const FETCHING =
  /<script\b[^>]*\bsrc=|<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload|manifest|icon)"[^>]*>/g

/** Scripts the browser runs: not JSON-LD or the route slice, which are data. */
const RUNNABLE = /<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g

const NOSCRIPT = /<noscript>([\s\S]*?)<\/noscript>/g

/** What the page's loader names in `attribute`. */
function named(html: string, attribute: string): string[] {
  const loader = [...html.matchAll(RUNNABLE)][0]?.[1] ?? ''
  return new RegExp(`${attribute}="([^"]*)"`).exec(loader)?.[1]?.split(' ') ?? []
}

describe('what a page asks for before its first paint', () => {
  it.each(pages)('%s: its styles, then at most its priority picture', (file) => {
    const { head, body } = splitHead(readPage(file))
    // a browser without script reads <noscript>: the whole stylesheet, for it alone
    const withScript = head.replace(NOSCRIPT, '')
    const fetching = [...withScript.matchAll(FETCHING)].map((m) => m[0])
    if (withScript.includes('<style>')) {
      expect(withScript).toMatch(/<meta name="viewport"[^>]*>\s*<style>[\s\S]+?<\/style>/)
    } else {
      // a page too large to hold its styles links the stylesheet, first in its head
      expect(withScript).toMatch(/<meta name="viewport"[^>]*>\s*<link rel="stylesheet"/)
      fetching.shift()
    }
    for (const tag of fetching) {
      // the site's icon is written into the page; a preloaded picture is the first screen's
      expect(tag, file).toMatch(/rel="icon" href="data:|rel="preload" as="image"/)
    }
    expect(body).not.toMatch(FETCHING)
  })

  it.each(pages)('%s: holds its own styles when they fit its first flight', (file) => {
    const html = readPage(file)
    const [sheet] = named(html, STYLES_ATTRIBUTE)
    expect(existsSync(join(dist, sheet!)), sheet).toBe(true)
    const link = `<link rel="stylesheet" crossorigin href="${sheet}">`
    const whole = stylesheet(sheet!)
    const styles = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]
    if (styles === undefined) {
      expect(html).toContain(link)
      const cut = pageStyles(whole, classesIn(html))
      // measured as the build would write it, the link kept for a browser without script
      const styled = html.replace(link, `<style>${cut}</style>\n    <noscript>${link}</noscript>`)
      expect(sentBytes(styled)).toBeGreaterThan(FIRST_FLIGHT_BYTES)
      return
    }
    expect(sentBytes(html)).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES)
    const noscript = [...html.matchAll(NOSCRIPT)].map((m) => m[1]).join('')
    expect(noscript).toContain(link)
    expect(styles).toBe(pageStyles(whole, classesIn(html)))
  })

  it.each(pages)('%s: one script, the loader the CSP allows, naming files that exist', (file) => {
    const html = readPage(file)
    const scripts = [...html.matchAll(RUNNABLE)]
    expect(scripts).toHaveLength(1)
    const text = scripts[0]![2]!
    expect(text).toBe(ENTRY_LOADER)
    expect(`'sha256-${createHash('sha256').update(text).digest('base64')}'`).toBe(ENTRY_LOADER_HASH)
    const files = [ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE].flatMap((name) => named(html, name))
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) expect(existsSync(join(dist, name)), name).toBe(true)
  })
})
