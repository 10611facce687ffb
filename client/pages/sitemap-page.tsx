import { Link } from 'wouter'
import { routes, type PageRoute, type PageTemplate } from '../../shared/routes'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-props'

type Section = { title: string; templates: readonly PageTemplate[] }

const SECTIONS: readonly Section[] = [
  {
    title: 'Main pages',
    templates: ['home', 'showroom', 'contact', 'estimate', 'gallery', 'news', 'sitemap', 'legal'],
  },
  { title: 'Services', templates: ['service'] },
  { title: 'Regions and locations', templates: ['region-hub', 'regional-service', 'location'] },
  { title: 'Westchester towns', templates: ['town', 'town-service'] },
  { title: 'Project gallery', templates: ['case-study'] },
  { title: 'Renovation encyclopedia', templates: ['learning-index', 'learning'] },
  { title: 'Guides', templates: ['guides-index', 'topic-guide', 'town-guide'] },
  { title: 'Blog', templates: ['blog-index', 'article'] },
]

function sectionRoutes(section: Section): PageRoute[] {
  return routes.filter((r) => r.indexable && section.templates.includes(r.template))
}

/** The HTML sitemap: every indexable page, grouped by section. */
export default function SitemapPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2">
        {SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`sitemap-${index}`}>
            <h2 id={`sitemap-${index}`} className="text-xl font-bold">
              {section.title}
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
