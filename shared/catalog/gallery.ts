/** The gallery's index: one entry per file in content/gallery (scripts/content/compile.ts). */
export type { CaseStudy } from './gallery-types'
export { caseStudies } from '../../.content/catalog/gallery'
