import type { CatalogPage } from './types'

/** The four regions, in the order the site lists them; each has a hub page at /{region}. */
export const regionSlugs = ['westchester', 'rockland', 'bergen', 'greenwich'] as const

export type RegionSlug = (typeof regionSlugs)[number]

/** A regional hub's index facts (its text is content/regions/{region}.yaml). */
export type RegionHub = CatalogPage & { slug: RegionSlug; state: 'NY' | 'NJ' | 'CT' }

/** A regional service page's index facts (content/regions/{region}/{slug}.yaml). */
export type RegionalService = CatalogPage & { region: RegionSlug }
