import { describe, expect, it } from 'vitest'
import { withRequestReference } from './thank-you-page'

describe('the thank-you page with a reference', () => {
  it('shows the element and puts the reference in its <strong>, attributes in any order', () => {
    const page = `<main><p class="a" hidden data-request-reference>Your request&#x27;s reference: <strong class="b"></strong></p><strong></strong></main>`
    expect(withRequestReference(page, 'ABCDEF12')).toBe(
      `<main><p class="a" data-request-reference>Your request&#x27;s reference: <strong class="b">ABCDEF12</strong></p><strong></strong></main>`,
    )
  })

  it('escapes what it writes, and leaves a page without the element alone', () => {
    const page = '<p data-request-reference="" hidden=""><strong></strong></p>'
    expect(withRequestReference(page, '<i>')).toBe(
      '<p data-request-reference=""><strong>&lt;i&gt;</strong></p>',
    )
    expect(withRequestReference('<p hidden="">Thanks <strong></strong></p>', 'A')).toBeUndefined()
    expect(withRequestReference('<p data-request-reference="">no strong</p>', 'A')).toBeUndefined()
  })
})
