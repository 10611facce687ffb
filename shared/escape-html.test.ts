import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('writes the five characters markup would read as React does, and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a> café`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt; café',
    )
  })
})
