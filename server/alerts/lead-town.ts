/**
 * The town a lead is about, for the alert's one line: the town of the page it was sent from
 * (a town page, a town's service or guide page, a location page), else a town its message names
 * after "in", "at", "near" or "from". Only the town's name leaves this module, never the text.
 */
import { townGuides } from '../../shared/catalog/guides'
import { locationPages, townServicePages } from '../../shared/catalog/regions'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'
import { paths } from '../../shared/paths'

const placeName = new Map(westchesterPlaces.map((place) => [place.slug, place.town]))

/** Each page that is about one town, and that town's name. */
const townOfPage = new Map<string, string | undefined>([
  ...westchesterPlaces.map((place) => [paths.town(place.slug), place.town] as const),
  ...townServicePages.map(
    (page) =>
      [paths.townService(page.placeSlug, page.service), placeName.get(page.placeSlug)] as const,
  ),
  ...townGuides.map(
    (guide) => [paths.townGuide(guide.slug), placeName.get(guide.placeSlug)] as const,
  ),
  ...locationPages.map((page) => [paths.location(page.region, page.slug), page.label] as const),
])

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every town name a page is about, longer names first, so "Rye Brook" is not read as "Rye". */
const townNames = [...new Set([...placeName.values(), ...locationPages.map((p) => p.label)])].sort(
  (a, b) => b.length - a.length,
)

/** A town named after a preposition, its capitals as written: "in Chappaqua", not "Mr. Harrison". */
const NAMED_TOWN = new RegExp(
  `\\b(?:[Ii]n|[Aa]t|[Nn]ear|[Ff]rom)\\s+(${townNames.map(escape).join('|')})(?![\\p{L}\\p{N}-])`,
  'u',
)

/** The town of a lead's page, else the first one its message names; undefined when neither. */
export function leadTown(pagePath: string | null, message: string | null): string | undefined {
  const fromPage = pagePath ? townOfPage.get(pagePath) : undefined
  return fromPage ?? NAMED_TOWN.exec(message ?? '')?.[1]
}
