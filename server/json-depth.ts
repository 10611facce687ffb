/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read without parsing it: a
 * body of a few kilobytes can nest thousands of levels, and code that walks a parsed value
 * recursively (JSON.stringify, a validator) would overflow the stack on it.
 */
export function nestsDeeperThan(text: Uint8Array, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const byte = text[i]
    if (inString) {
      if (byte === BACKSLASH) i++
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > max) return true
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--
  }
  return false
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
