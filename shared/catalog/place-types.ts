// What a Westchester place is, apart from the list itself (which the content compiler writes
// from content/towns and so cannot import).

/** The municipal types as the reference list writes them. */
export const PLACE_KINDS = [
  'city',
  'town',
  'village',
  'hamlet',
  'neighborhood',
  'community',
  'town / hamlet',
  'hamlet / town',
  'town & village',
  'town/village',
] as const

export type PlaceKind = (typeof PLACE_KINDS)[number]

/** Westchester lies between these parallels and meridians (a town page's position is inside). */
export const WESTCHESTER_BOUNDS = { south: 40.88, north: 41.37, west: -73.99, east: -73.48 }

export type WestchesterPlace = {
  slug: string
  town: string
  /** municipal type as the reference list gives it: city, town, village, hamlet... */
  kind: PlaceKind
  /** the town (or towns) it belongs to, when it is not a municipality of its own */
  parent?: string
  zips: readonly string[]
}
