import type { CatalogPage } from './types'

/** A topic guide's index facts (/guides/topics/{slug}; its text is content/guides/topics/{slug}.md). */
export type TopicGuide = CatalogPage

/** A town guide's index facts (/guides/towns/{slug}; its text is content/guides/towns/{slug}.md). */
export type TownGuide = CatalogPage & {
  /** the town page it belongs to: a file name in content/towns */
  placeSlug: string
  zip: string
}
