/**
 * Text from the database on the owner's terminal. A stored name may hold escape sequences (ESC,
 * BEL, backspace, CSI in C1, bidi overrides) that clear, recolour or reorder the screen; rows
 * written before the contact form removed them may still hold them, so they are made visible
 * when printed, never at rest.
 */

// C0, DEL, C1, and the bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** A character as the escape a reader can see and type: \x1b, \u202e. */
function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** One line for the terminal: every control character, line breaks included, made visible. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, visible)
}

/**
 * Several lines for the terminal: each line break (LF, CRLF or a lone CR) starts a new line
 * behind `indent`; every other control character is made visible.
 */
export function terminalLines(text: string, indent = ''): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(terminalLine)
    .join(`\n${indent}`)
}
