/**
 * How the site search indexes and matches pages, shared by the build (which writes the index)
 * and the search page (which loads it): the two must agree for the index to load.
 */
import type { Options } from 'minisearch'

export const SEARCH_INDEX_PATH = '/search-index.json'

export type SearchDocument = {
  id: string
  title: string
  section: string
  description: string
  headings: string
  text: string
}

/**
 * Words too common to tell pages apart: left out of the index (they would list nearly every
 * page) and out of queries.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do for from has have if in into is it its of on or our ' +
    'so than that the their them then there these they this to up was we what when which ' +
    'while who will with you your not no all any more most also about over out one two'
  ).split(' '),
)

/** A word as the index keeps it: lower case, and none of the most common words. */
export function searchTerm(term: string): string | null {
  const word = term.toLowerCase()
  return word.length < 2 || STOP_WORDS.has(word) ? null : word
}

export const SEARCH_OPTIONS: Options<SearchDocument> = {
  // the summary is searched as part of the text, where the page header shows it
  fields: ['title', 'headings', 'text'],
  storeFields: ['title', 'section', 'description'],
  processTerm: searchTerm,
  searchOptions: {
    // title matches first, then headings, then the running text
    boost: { title: 4, headings: 2 },
    // "cabin" finds cabinets; "quarts" finds quartz (one letter in five may differ); a ZIP code
    // or another number matches only itself
    prefix: (term: string) => !/^\d+$/.test(term),
    fuzzy: (term: string) => (/^\d+$/.test(term) ? false : 0.2),
    combineWith: 'AND',
  },
}
