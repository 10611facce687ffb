/**
 * Text from the database on the owner's terminal. A stored name may hold escape sequences (ESC,
 * BEL, backspace, CSI in C1, bidi overrides) that clear, recolour or reorder the screen; rows
 * written before the contact form removed them may still hold them, so they are made visible
 * when printed, never at rest.
 */
import { CONTROL_CHARACTERS } from '../../shared/plain-text'

/** A character as the escape a reader can see and type: \x1b, \u202e. */
function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** One line for the terminal: every control character, line breaks included, made visible. */
export function terminalLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, visible)
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
