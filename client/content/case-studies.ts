/** The gallery's case studies, from content/gallery (scripts/content/compile.ts). */
export { caseStudyContent } from '../../.content/bodies/gallery'
