import type { CatalogPage } from './types'

/** The services a Westchester town can have a landing page for, with their menu labels. */
export const townServices = [
  { slug: 'kitchen-remodeling', label: 'Kitchen Remodeling', room: 'kitchen' },
  { slug: 'bathroom-remodeling', label: 'Bathroom Remodeling', room: 'bathroom' },
] as const

export type TownServiceSlug = (typeof townServices)[number]['slug']

/**
 * A town service landing page's index facts (its text is
 * content/town-services/{place}/{service}.md): /westchester/{place}/{service}.
 */
export type TownServicePage = CatalogPage & { placeSlug: string; service: TownServiceSlug }
