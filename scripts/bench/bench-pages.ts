/** The pages the bench measures, by label: one page of each template, and the slider's. */
import { routes, type PagePath, type PageTemplate } from '../../shared/routes'

/** One page of each template, in the tables' order. */
const BENCH_TEMPLATES: { template: PageTemplate; path?: PagePath }[] = [
  { template: 'home' },
  { template: 'service', path: '/services/kitchens' },
  { template: 'region-hub', path: '/westchester' },
  { template: 'town', path: '/westchester/chappaqua/kitchen-bath-remodeling' },
  { template: 'article' },
  { template: 'learning' },
  { template: 'contact' },
  { template: 'estimate' },
  { template: 'cost-estimator' },
  { template: 'search' },
]

/** The first-tap bench's one page that is not in BENCH_TEMPLATES: the slider's. */
const CASE_STUDY = 'case-study'

/** Every label a page's rows go by: its template, or `case-study`. */
export const PAGE_LABELS: readonly string[] = [
  ...BENCH_TEMPLATES.map((t) => t.template as string),
  CASE_STUDY,
]

/** Our pages of the Lighthouse and main-thread tables, each labelled by its template. */
export function benchPages(): { label: string; path: PagePath }[] {
  return BENCH_TEMPLATES.map(({ template, path }) => {
    const route = path
      ? routes.find((r) => r.path === path && r.template === template)
      : routes.find((r) => r.template === template)
    if (!route) throw new Error(`No ${template} page${path ? ` at ${path}` : ''} to bench`)
    return { label: template, path: route.path }
  })
}

/** The paths the first-tap bench taps on, by label: the bench's pages and the slider's. */
export function tapPagePaths(): Record<string, string> {
  const paths = Object.fromEntries(benchPages().map((p) => [p.label, p.path as string]))
  const caseStudy = routes.find((r) => r.template === CASE_STUDY)
  if (!caseStudy) throw new Error('No case-study page for the slider')
  paths[CASE_STUDY] = caseStudy.path
  return paths
}
