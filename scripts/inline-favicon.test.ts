import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../server/project-paths'
import { inlineFavicon, PAGE_ICON_FILE } from './inline-favicon'

const TEMPLATE = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>'
const PNG = readFileSync(join(ROOT, 'public', PAGE_ICON_FILE))

describe('the icon in the page', () => {
  it('is the icon picture itself, as a data address the page asks no server for', () => {
    const page = inlineFavicon(TEMPLATE, PNG)
    const link = /<link rel="icon" href="([^"]+)" type="image\/png" sizes="32x32" \/>/.exec(page)
    const href = link![1]!
    expect(href.startsWith('data:image/png;base64,')).toBe(true)
    expect(Buffer.from(href.slice('data:image/png;base64,'.length), 'base64')).toEqual(PNG)
    // nothing in it can end the attribute or start a fragment
    expect(href).not.toMatch(/["#<>]/)
    // the SVG is no longer the page's icon
    expect(page).not.toContain('/favicon.svg')
  })

  it('is a 32 px square picture, small enough to sit in every page', async () => {
    const { width, height, format } = await sharp(PNG).metadata()
    expect({ width, height, format }).toEqual({ width: 32, height: 32, format: 'png' })
    expect(PNG.length).toBeLessThan(1024)
  })

  it('is refused when the template links no icon, naming the file to fix', () => {
    expect(() => inlineFavicon('<head></head>', PNG)).toThrow(/client\/index\.html/)
  })
})
