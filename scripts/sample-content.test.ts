import { describe, expect, it, vi } from 'vitest'
import { caseStudies } from '../shared/catalog/gallery'
import { paths } from '../shared/paths'
import { checkSampleContent, contentQuotes, type PlacedQuote } from './sample-content'

const quote = (where: string, sample: boolean): PlacedQuote => ({
  where,
  quote: { text: 'They left the house clean every evening.', attribution: 'A homeowner', sample },
})

describe('homeowner quotes', () => {
  it('are gathered from every finished project, each with its page', () => {
    const where = contentQuotes().map((q) => q.where)
    for (const { slug } of caseStudies) expect(where).toContain(paths.caseStudy(slug))
  })

  it('stop a strict build while any is a sample, naming where it is', () => {
    const quotes = [quote('/a-page', true), quote('/another-page', false)]
    expect(() => checkSampleContent(true, quotes)).toThrow(
      /1 homeowner quotes are samples.*\(\/a-page\); STRICT_CONTENT=1 refuses/,
    )
  })

  it('let any build through once every quote is real', () => {
    expect(() => checkSampleContent(true, [quote('/a-page', false)])).not.toThrow()
  })

  it('are listed, not refused, by an ordinary build', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(() => checkSampleContent(false, [quote('/a-page', true)])).not.toThrow()
      expect(log).toHaveBeenCalledWith(expect.stringContaining('(/a-page)'))
    } finally {
      log.mockRestore()
    }
  })
})
