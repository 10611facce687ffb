import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/routes'
import { templateSitemapSections } from './sitemap-sections'

describe('the template table', () => {
  it('gives every page open to search engines a section of the HTML sitemap', () => {
    const unlisted = routes.filter(
      (r) => r.indexable && templateSitemapSections[r.template] === null,
    )
    expect(unlisted.map((r) => r.path)).toEqual([])
  })
})
