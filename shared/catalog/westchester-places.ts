// The Westchester places: 6 cities, 19 towns, 23 villages, plus the hamlets and postal
// communities homeowners name, one file each in content/towns. Town pages, the Westchester hub
// and GET /api/towns all read this list.

export { PLACE_KINDS, WESTCHESTER_BOUNDS } from './place-types'
export type { PlaceKind, WestchesterPlace } from './place-types'

/**
 * One entry per file in content/towns, alphabetical by name, a place with `listedAfter` right
 * after that place (scripts/content/collections/towns.ts).
 */
export { westchesterPlaces } from '../../.content/catalog/towns'
