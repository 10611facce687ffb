/** A visit's text in a calendar file: read back exactly, in folded lines, its address kept. */
import { describe, expect, it } from 'vitest'
import { calendarFeed, visitCalendar } from './calendar-file'
import { onlyEvent, PRODUCT, visit } from './calendar-file-test-support'

describe('the text of a visit', () => {
  const text = {
    summary: 'Free in-home consultation: Chappaqua Kitchen & Bath — café, bath; tile \\ grout',
    location: '12 Orchard Ridge Rd, Apt 3; rear door, Chappaqua, NY 10514',
    description:
      'Have ready: photos, measurements; a wish list.\nBackslash \\n is not a newline\n\n' +
      `Étagère — ${'é'.repeat(50)} — 🏠 ${'—'.repeat(30)}`,
  }

  it('reads back exactly, with commas, semicolons, backslashes, newlines and accents', () => {
    const event = onlyEvent(visitCalendar(visit(text), PRODUCT))

    expect(event.summary).toBe(text.summary)
    expect(event.location).toBe(text.location)
    expect(event.description).toBe(text.description)
  })

  it('is written in CRLF lines of at most 75 octets, folded between characters', () => {
    for (const file of [
      visitCalendar(visit(text), PRODUCT),
      calendarFeed([visit(text)], 'Visits', PRODUCT),
    ]) {
      const lines = file.split('\r\n')
      // the file ends with CRLF, so the last piece is empty
      expect(lines.pop()).toBe('')
      for (const line of lines) {
        expect(line).not.toMatch(/[\r\n]/)
        expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
        // a fold inside a character would leave a replacement character behind
        expect(line).not.toContain('\uFFFD')
      }
      // long enough to be folded, or the length check proves nothing
      expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    }
  })

  it('keeps the manage page address as written, percent-encoding only what a URI value cannot hold', () => {
    const plain = visit()
    expect(onlyEvent(visitCalendar(plain, PRODUCT)).component.getFirstPropertyValue('url')).toBe(
      plain.url,
    )

    const odd = visit({ url: 'https://example.test/book/a;b,c' })
    const url = onlyEvent(visitCalendar(odd, PRODUCT)).component.getFirstPropertyValue('url')
    expect(url).toBe('https://example.test/book/a%3Bb%2Cc')
  })
})
