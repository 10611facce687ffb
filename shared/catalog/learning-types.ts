import type { CatalogPage } from './types'

/** A section of the renovation encyclopedia (/learning/{slug}/…) and its pages, in order. */
export type LearningSection = { slug: string; label: string; pages: readonly CatalogPage[] }
