/**
 * Text from the database on the owner's terminal. A stored name may hold escape sequences (ESC,
 * BEL, backspace, CSI in C1), bidi overrides or invisible characters that clear, recolour or
 * reorder the screen, or hide words; rows written before the contact form removed them may still
 * hold them, so they are made visible when printed, never at rest. The characters are listed
 * once, in shared/plain-text.ts.
 */
import { visibleLine, visibleLines } from '../../shared/plain-text'

/** One line for the terminal: every unsafe character, line breaks included, made visible. */
export function terminalLine(text: string): string {
  return visibleLine(text)
}

/**
 * Several lines for the terminal: each line break (LF, CRLF or a lone CR) starts a new line
 * behind `indent`; every other unsafe character is made visible.
 */
export function terminalLines(text: string, indent = ''): string {
  return visibleLines(text, `\n${indent}`)
}
