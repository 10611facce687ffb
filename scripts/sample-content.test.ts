import { describe, expect, it } from 'vitest'
import { checkSampleContent, contentQuotes } from './sample-content'

describe('homeowner quotes', () => {
  it('are all marked as samples until the owner supplies real ones', () => {
    const quotes = contentQuotes()
    expect(quotes.length).toBeGreaterThanOrEqual(17)
    expect(quotes.filter((q) => !q.quote.sample)).toEqual([])
  })

  it('stop a strict build', () => {
    expect(() => checkSampleContent(true)).toThrow(/STRICT_CONTENT=1 refuses/)
  })
})
