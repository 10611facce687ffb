/**
 * The renovation encyclopedia's index: the sections and their pages in the order
 * content/learning/sections.yaml lists them (scripts/content/compile.ts).
 */
export type { LearningSection } from './learning-types'
export { learningSections } from '../../.content/catalog/learning'
