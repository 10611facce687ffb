import { describe, expect, it } from 'vitest'
import { contactRequest } from './contact-request'
import { multiLine, singleLine, visibleLine, visibleLines } from './plain-text'

/** One of each kind of hidden character the list names, with the escape it is shown as. */
const HIDDEN: readonly (readonly [string, string])[] = [
  ['\u200e', '\\u200e'],
  ['\u200f', '\\u200f'],
  ['\u061c', '\\u061c'],
  ['\u202a', '\\u202a'],
  ['\u202e', '\\u202e'],
  ['\u2066', '\\u2066'],
  ['\u2069', '\\u2069'],
  ['\u200b', '\\u200b'],
  ['\u200c', '\\u200c'],
  ['\u200d', '\\u200d'],
  ['\u2060', '\\u2060'],
  ['\ufeff', '\\ufeff'],
  ['\u180e', '\\u180e'],
  ['\u{e0000}', '\\u{e0000}'],
  ['\u{e0041}', '\\u{e0041}'],
  ['\u{e007f}', '\\u{e007f}'],
]

/** What people write: Arabic, Hebrew, Chinese, and emoji joined by U+200D (a ZWJ sequence). */
const WRITTEN = [
  'محمد',
  'כהן',
  '李小龙',
  '👩\u200d🔧',
  '👩🏽\u200d🔧',
  '🏳️\u200d🌈',
  '👨\u200d👩\u200d👧',
]

describe('hidden characters in a visitor’s text', () => {
  it.each(HIDDEN)('removes %j on one line and on several', (char) => {
    expect(singleLine(`Ma${char}ria`)).toBe('Maria')
    expect(multiLine(`one${char}\ntwo${char}`)).toBe('one\ntwo')
  })

  it.each(HIDDEN)('shows %j, where a stored row holds it, as %s', (char, shown) => {
    expect(visibleLine(`Ma${char}ria`)).toBe(`Ma${shown}ria`)
    expect(visibleLines(`Ma${char}ria\r\nLine two`)).toBe(`Ma${shown}ria\nLine two`)
  })

  it.each(WRITTEN)('keeps %s as it is: removed from nothing, escaped nowhere', (text) => {
    expect(singleLine(text)).toBe(text)
    expect(multiLine(text)).toBe(text)
    expect(visibleLine(text)).toBe(text)
  })

  it('removes a zero-width joiner that joins no emoji, at either side', () => {
    expect(singleLine('ad\u200dmin')).toBe('admin')
    expect(singleLine('👩\u200dx')).toBe('👩x')
    expect(singleLine('x\u200d🔧')).toBe('x🔧')
    expect(visibleLine('ad\u200dmin 👩\u200d🔧')).toBe('ad\\u200dmin 👩\u200d🔧')
  })

  it('leaves the contact schema a name with the hidden characters gone, the rest kept', () => {
    const request = contactRequest.parse({
      firstName: '\u200bMa\u202eria\u{e0041}\u2066\u2069',
      lastName: `${WRITTEN.join(' ')}\ufeff`,
      phone: '(914) 555-0199',
      email: 'maria@example.net',
      projectDetails: 'Line one\u200f\nLine \u{e0020}two',
    })
    expect(request).toMatchObject({
      firstName: 'Maria',
      lastName: WRITTEN.join(' '),
      projectDetails: 'Line one\nLine two',
    })
  })

  it('refuses a name made only of hidden characters, as it refuses an empty one', () => {
    const result = contactRequest.safeParse({
      firstName: '\u200b\u202e\u{e0041}',
      lastName: 'Lopez',
      phone: '(914) 555-0199',
      email: 'maria@example.net',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['First name is required'])
  })
})
