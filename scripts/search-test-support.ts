/**
 * What the search tests (the index's and the search page's) look for, taken from the pages the
 * site has today, so an owner's edit to a title or a town never breaks them.
 */
import { business } from '../shared/business'
import { westchesterPlaces } from '../shared/catalog/westchester-places'
import { routes } from '../shared/routes'

/** The words of the service pages' headings (a result's title), in order, each once. */
const titleWords = [
  ...new Set(
    routes
      .filter((r) => r.template === 'service')
      .flatMap((r) => r.heading.toLowerCase().match(/[a-z]+/g) ?? []),
  ),
]

/** A title word of seven letters or more: its first five letters find it. */
const word = titleWords.find((w) => w.length >= 7)!

/** Another title word, of six letters or more, to mistype. */
const typoOf = titleWords.find((w) => w !== word && w.length >= 6)!

/** A place whose first ZIP code is its own: no other place has it. */
const place = westchesterPlaces.find(
  (p) => p.zips[0] && !westchesterPlaces.some((o) => o !== p && o.zips.includes(p.zips[0]!)),
)!

export const searchExamples = {
  word,
  prefix: word.slice(0, 5),
  typoOf,
  /** `typoOf` with its third letter changed */
  typo: `${typoOf.slice(0, 2)}${typoOf[2] === 'x' ? 'q' : 'x'}${typoOf.slice(3)}`,
  zip: place.zips[0]!,
  /** the place the ZIP code belongs to, as its town page's title names it */
  zipTown: place.town,
  /** the showroom's town */
  city: business.address.city,
}
