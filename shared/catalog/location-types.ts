import type { CatalogPage } from './types'

/** The regions outside Westchester, each with location pages. */
export const locationRegions = ['rockland', 'bergen', 'greenwich'] as const

/** A location page's index facts (its text is content/locations/{region}/{slug}.md). */
export type LocationPage = CatalogPage & { region: (typeof locationRegions)[number] }
