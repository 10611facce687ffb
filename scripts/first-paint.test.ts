import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENTRY_ATTRIBUTE, ENTRY_LOADER, PRELOAD_ATTRIBUTE } from '../shared/entry-loader'
import { routes } from '../shared/routes'
import { ENTRY_LOADER_HASH } from '../server/app'
import { pageFile } from '../shared/page-file'
import { requireDist, splitHead } from './dist-files'

const dist = requireDist()

/** Every page the build writes, the 404 page included. */
const pages = [...routes.map((r) => pageFile(r.path)), '404.html']
const readPage = (file: string) => readFileSync(join(dist, file), 'utf8')

/** The tags of a page that make the browser fetch something while it parses. */
const FETCHING =
  /<script\b[^>]*\bsrc=|<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload|manifest|icon)"[^>]*>/g

/** Scripts the browser runs: not JSON-LD or the route slice, which are data. */
const RUNNABLE = /<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g

describe('what a page asks for before its first paint', () => {
  it.each(pages)('%s: its stylesheet first, then at most its priority picture', (path) => {
    const { head, body } = splitHead(readPage(path))
    const fetching = [...head.matchAll(FETCHING)].map((m) => m[0])
    expect(fetching[0]).toMatch(/^<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">$/)
    for (const tag of fetching.slice(1)) {
      // the site's icon is written into the page; a preloaded picture is the first screen's
      expect(tag, path).toMatch(/rel="icon" href="data:|rel="preload" as="image"/)
    }
    expect(body).not.toMatch(FETCHING)
  })

  it.each(pages)('%s: one script, the loader the CSP allows, naming files that exist', (path) => {
    const scripts = [...readPage(path).matchAll(RUNNABLE)]
    expect(scripts).toHaveLength(1)
    const [, attributes, text] = scripts[0]!
    expect(text).toBe(ENTRY_LOADER)
    expect(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`).toBe(
      ENTRY_LOADER_HASH,
    )
    const named = [ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE].flatMap(
      (name) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1]?.split(' ') ?? [],
    )
    expect(named.length).toBeGreaterThan(0)
    for (const file of named) expect(existsSync(join(dist, file)), file).toBe(true)
  })
})
