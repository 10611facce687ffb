import type { RichText, TextRun } from './types'

/** The words of a run, without its link or emphasis. */
export const runText = (run: TextRun): string => (typeof run === 'string' ? run : run.text)

/** The words of running text, as a screen reader, a word count or a search index reads them. */
export function plainText(text: RichText): string {
  return typeof text === 'string' ? text : text.map(runText).join('')
}

/** The runs of running text; a plain string is one run. */
export function textRuns(text: RichText): readonly TextRun[] {
  return typeof text === 'string' ? [text] : text
}
