/** The blog's index: one entry per file in content/blog, oldest first (scripts/content/compile.ts). */
export type { Article } from './types'
export { articles } from '../../.content/catalog/blog'
