import { describe, expect, it } from 'vitest'
import { inlineFavicon } from './inline-favicon'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#23395b"/></svg>\n'

describe('the icon in the page', () => {
  it('is the icon file itself, as a data address the page asks no server for', () => {
    const page = inlineFavicon('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />', SVG)
    const href = /href="([^"]+)"/.exec(page)![1]!
    expect(href.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(SVG.trim())
    // nothing in it can end the attribute or start a fragment
    expect(href).not.toMatch(/["#<>]/)
  })

  it('is refused when the template links no icon, naming the file to fix', () => {
    expect(() => inlineFavicon('<head></head>', SVG)).toThrow(/client\/index\.html/)
  })
})
