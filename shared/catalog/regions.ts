import { westchesterPlaces, type WestchesterPlace } from './westchester-places'

export type { RegionHub, RegionalService, RegionSlug } from './region-types'

/** The four regional hubs and the regional service pages: content/regions/. */
export { regionHubs, regionalServices } from '../../.content/catalog/regions'

export type { LocationPage } from './location-types'

/**
 * Location pages outside Westchester: the towns where each hub shows its featured projects, one
 * file each in content/locations/{region}. Westchester places have town pages instead, so they
 * get no location page (no near-duplicates).
 */
export { locationPages } from '../../.content/catalog/locations'

/**
 * Town service landing pages: content/town-services/{town}/{service}.md, only for towns that
 * also have a town guide and case-study material. More would be doorway pages (see README).
 */
export { townServicePages } from '../../.content/catalog/town-services'
export { townServices, type TownServicePage } from './town-service-types'

/** Looks a Westchester place up by slug; throws when the catalog names one that is not there. */
export function placeBySlug(slug: string): WestchesterPlace {
  const place = westchesterPlaces.find((p) => p.slug === slug)
  if (!place) throw new Error(`Unknown Westchester place: ${slug}`)
  return place
}
