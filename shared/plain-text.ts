/**
 * What a visitor's text may hold. Some characters can clear or recolour a terminal, reorder what
 * a mail client shows, or hide words from the owner while a program still reads them; no name,
 * phone, address or message needs them. They are listed once, below: the contact schema removes
 * them, and whatever shows a stored lead (the listing, the CSV, the e-mail) writes any that an
 * older row still holds as a visible escape (\x1b, \u202e, \u{e0041}).
 */

/** The characters no visitor's text needs, as regular-expression ranges, each with its reason. */
const UNSAFE_RANGES = [
  // C0 controls: ESC starts a terminal's escape sequence; BEL, backspace, line breaks
  '\\u0000-\\u001f',
  // DEL and the C1 controls (U+009B is CSI, an escape sequence in one character)
  '\\u007f-\\u009f',
  // bidi marks (left-to-right, right-to-left, Arabic letter mark): reorder the text around them
  '\\u200e\\u200f\\u061c',
  // bidi embeddings and overrides (U+202E shows the rest of the line backwards)
  '\\u202a-\\u202e',
  // bidi isolates
  '\\u2066-\\u2069',
  // zero-width space and non-joiner, word joiner, byte-order mark, Mongolian vowel separator:
  // invisible, so "ad\u200bmin" looks like a word it is not. The zero-width joiner is handled
  // apart, in STRAY_JOINER
  '\\u200b\\u200c\\u2060\\ufeff\\u180e',
  // tag characters: an invisible copy of ASCII that a program reads and a person does not
  '\\u{e0000}-\\u{e007f}',
]

/**
 * The zero-width joiner (U+200D) unless it joins two emoji: 👩‍🔧 is 👩 U+200D 🔧, and people
 * write emoji in names and messages. Elsewhere it is as invisible as a zero-width space, so it
 * goes (the joiners some Indic scripts use for a ligature go too; the letters still read).
 */
const EMOJI_BEFORE = '[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\ufe0f]'
const STRAY_JOINER = `(?<!${EMOJI_BEFORE})\\u200d|\\u200d(?!\\p{Extended_Pictographic})`

/** Every character of the list above, and every zero-width joiner not inside an emoji. */
export const UNSAFE_CHARACTERS = new RegExp(`[${UNSAFE_RANGES.join('')}]|${STRAY_JOINER}`, 'gu')

/** A line break as the visitor's system wrote it: LF, CRLF or a lone CR. */
const LINE_BREAK = /\r\n|\r|\n/

/** One line: line breaks and tabs become a space, other unsafe characters are removed. */
export function singleLine(text: string): string {
  return text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').replace(UNSAFE_CHARACTERS, '')
}

/** Several lines: line breaks are kept as \n, tabs become a space, other unsafe characters go. */
export function multiLine(text: string): string {
  return text
    .replace(/\t/g, ' ')
    .split(LINE_BREAK)
    .map((line) => line.replace(UNSAFE_CHARACTERS, ''))
    .join('\n')
}

/** A character as the escape a reader can see and type: \x1b, \u202e, \u{e0041}. */
function escaped(char: string): string {
  const code = char.codePointAt(0) ?? 0
  const hex = code.toString(16)
  if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`
  return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`
}

/** Stored text shown on one line: every unsafe character, line breaks included, made visible. */
export function visibleLine(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, escaped)
}

/**
 * Stored text shown on several lines: each line break (LF, CRLF or a lone CR) becomes
 * `lineBreak`; every other unsafe character is made visible.
 */
export function visibleLines(text: string, lineBreak = '\n'): string {
  return text.split(LINE_BREAK).map(visibleLine).join(lineBreak)
}
