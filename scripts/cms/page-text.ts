/** The text field of a written page and what it tells the owner: Markdown and the build's rules. */
import { MINIMUM_WORDS, REPEATED_PARAGRAPH_CHARS } from '../content/site-rules'
import type { CmsField } from './cms-fields'

/** How to write a page's text in Markdown, and its prices by name. */
export const MARKDOWN_HELP =
  'Written in Markdown: a blank line between paragraphs; "## " starts a section heading; ' +
  '*italic*, **bold**, [words](/services/kitchens) for a link. Write a price by its name from ' +
  'Price figures, such as {{homeGuide.kitchen.fullRemodel}}, never as a number.'

/** The words the build asks of a page in this folder; undefined where it asks none. */
export function minimumWords(folder: string): number | undefined {
  return MINIMUM_WORDS.find((rule) => rule.files.test(`content/${folder}/page.md`))?.words
}

/** The rules across pages the build holds the text to, said where the owner writes it. */
function bodyRules(folder: string): string {
  const words = minimumWords(folder)
  return [
    words ? `The build warns when the text has fewer than ${words} words.` : '',
    `A paragraph of ${REPEATED_PARAGRAPH_CHARS} characters or more that is already on another page stops the build: write each page's own.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * The text of a written page in this folder, edited as Markdown so the site's own blocks survive
 * untouched; its help is `hint` (else how to write Markdown), then the build's rules.
 */
export function textField(folder: string, hint: string = MARKDOWN_HELP): CmsField {
  return {
    label: 'Text',
    name: 'body',
    widget: 'markdown',
    modes: ['raw'],
    hint: `${hint} ${bodyRules(folder)}`,
  }
}
