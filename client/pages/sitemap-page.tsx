import { Link } from 'wouter'
import { routes, type PageRoute } from '../../shared/routes'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-props'
import { sitemapSections, templateSitemapSections } from './sitemap-sections'

type Section = (typeof sitemapSections)[number]

/** The indexable pages of a section, in the registry's order. */
function sectionRoutes(section: Section): PageRoute[] {
  return routes.filter((r) => r.indexable && templateSitemapSections[r.template] === section)
}

/** The HTML sitemap: every indexable page, grouped by section. */
export default function SitemapPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2">
        {sitemapSections.map((section, index) => (
          <section key={section} aria-labelledby={`sitemap-${index}`}>
            <h2 id={`sitemap-${index}`} className="text-xl font-bold">
              {section}
            </h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {sectionRoutes(section).map((r) => (
                <li key={r.path}>
                  <Link href={r.path} className="text-brand underline-offset-2 hover:underline">
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
