/** Reading the form's page the contact route answers a browser's own submission with. */
import { createHash } from 'node:crypto'
import type request from 'supertest'
import { expect } from 'vitest'
import { attribute, startTags } from '../html/markup'

/** The start tag of the form control named `name`. */
export function control(html: string, name: string) {
  const tags = [...startTags(html)]
  return tags.find((tag) => tag.name !== 'form' && attribute(tag, 'name') === name)!
}

/** The filled problems slot. */
export function summary(html: string): string {
  const start = html.indexOf('<div data-form-problems')
  return html.slice(start, html.indexOf('</div>', start))
}

/** What every such page is: HTML, never stored or indexed, its own styles allowed by hash. */
export function expectPage(res: request.Response) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.headers['x-robots-tag']).toBe('noindex')
  expect(res.text).toMatch(/^<!doctype html>/i)
  // a built page's own styles are allowed, by their hash (the bare page has none)
  const styles = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1]
  const hash =
    styles === undefined ? '' : ` 'sha256-${createHash('sha256').update(styles).digest('base64')}'`
  expect(res.headers['content-security-policy']).toContain(`style-src 'self'${hash};`)
}
