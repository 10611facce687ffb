/**
 * What a visitor's text may hold. Control characters (C0, DEL, C1) and the bidirectional
 * overrides and isolates can clear or recolour a terminal, or reorder what a mail client shows,
 * and no name, phone, address or message needs them.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
// eslint-disable-next-line no-control-regex -- the same, line feed excepted
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** One line: line breaks and tabs become a space, other control characters are removed. */
export function singleLine(text: string): string {
  return text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').replace(CONTROL_CHARACTERS, '')
}

/** Several lines: line breaks are kept as \n, tabs become a space, other control characters go. */
export function multiLine(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL_BUT_LINE_FEED, '')
}
