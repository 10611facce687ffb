import { regionSlugs, type RegionSlug } from './region-types'
import type { CatalogPage } from './types'

/** The regions outside Westchester, each with location pages. */
export type LocationRegion = Exclude<RegionSlug, 'westchester'>

export const locationRegions = regionSlugs.filter(
  (region): region is LocationRegion => region !== 'westchester',
)

/** A location page's index facts (its text is content/locations/{region}/{slug}.md). */
export type LocationPage = CatalogPage & { region: LocationRegion }
