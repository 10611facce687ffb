import type { CatalogPage } from './types'
import { westchesterPlaces, type WestchesterPlace } from './westchester-places'

export type RegionSlug = 'westchester' | 'rockland' | 'bergen' | 'greenwich'

export type RegionHub = CatalogPage & { slug: RegionSlug; state: 'NY' | 'NJ' | 'CT' }

/** The four regional hubs of spec 2.5. */
export const regionHubs = [
  {
    slug: 'westchester',
    state: 'NY',
    label: 'Westchester',
    title: 'Kitchen & Bath Remodeling in Westchester County, NY',
    heading: 'Kitchen & Bathroom Remodeling in Westchester County',
    description:
      'Kitchens and bathrooms for Westchester homes, from Tudors in Scarsdale to colonials in ' +
      'Chappaqua: costs, timelines, permits and every town we work in.',
  },
  {
    slug: 'rockland',
    state: 'NY',
    label: 'Rockland',
    title: 'Kitchen & Bath Remodeling in Rockland County, NY',
    heading: 'Kitchen & Bathroom Remodeling in Rockland County',
    description:
      'Remodeling for Rockland homeowners in Nyack, Pearl River, New City and the rest of the ' +
      'county: what projects cost, how long they take and how permits work.',
  },
  {
    slug: 'bergen',
    state: 'NJ',
    label: 'Bergen County',
    title: 'Kitchen & Bath Remodeling in Bergen County, NJ',
    heading: 'Kitchen & Bathroom Remodeling in Bergen County, New Jersey',
    description:
      'Kitchen and bathroom remodels across Bergen County, NJ, from Ridgewood and Tenafly to ' +
      'Fort Lee high-rises: New Jersey permits, timelines and typical budgets.',
  },
  {
    slug: 'greenwich',
    state: 'CT',
    label: 'Greenwich',
    title: 'Kitchen & Bath Remodeling in Greenwich, CT',
    heading: 'Kitchen & Bathroom Remodeling in Greenwich, Connecticut',
    description:
      'Kitchens and baths for Greenwich homes from Old Greenwich to the back country: longer ' +
      'design and permit lead times, custom cabinetry and Connecticut rules.',
  },
] as const satisfies readonly RegionHub[]

export type RegionalService = CatalogPage & { region: RegionSlug }

/** The regional service pages of spec 2.1. */
export const regionalServices = [
  {
    region: 'westchester',
    slug: 'kitchens',
    label: 'Westchester Kitchens',
    title: 'Westchester Kitchen Remodeling: Costs & Process',
    heading: 'Kitchen Remodeling in Westchester County',
    description:
      'What a Westchester kitchen remodel involves: layout changes, custom and semi-custom ' +
      'cabinets, building-department permits and a 6–10 week build.',
  },
  {
    region: 'rockland',
    slug: 'bathrooms',
    label: 'Rockland Bathrooms',
    title: 'Rockland County Bathroom Remodeling',
    heading: 'Bathroom Remodeling in Rockland County',
    description:
      'Bathroom remodels for Rockland homes, from powder rooms to primary suites: tile, ' +
      'ventilation, walk-in showers and how long the work takes.',
  },
  {
    region: 'bergen',
    slug: 'kitchens-baths',
    label: 'Bergen Kitchens & Baths',
    title: 'Bergen County Kitchen & Bath Remodeling',
    heading: 'Kitchen & Bath Remodeling in Bergen County, NJ',
    description:
      'Kitchen and bathroom projects in Bergen County: New Jersey construction permits, ' +
      'condo and co-op approvals in Fort Lee, and what to budget.',
  },
] as const satisfies readonly RegionalService[]

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
