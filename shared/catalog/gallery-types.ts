import type { CatalogPage } from './types'

/** A finished project's index facts (its story and pictures are content/gallery/{slug}.md). */
export type CaseStudy = CatalogPage & {
  room: 'kitchen' | 'bathroom'
  placeSlug: string
  townName: string
  budget: string
  duration: string
}
