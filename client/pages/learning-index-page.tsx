import { learningSections } from '../../shared/catalog/learning'
import { findRoute } from '../lib/routes'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-props'
import { paths } from '../../shared/paths'

/** The renovation encyclopedia's front page: how it is organised, then every page by section. */
export default function LearningIndexPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-5xl px-4 pt-4">
        {learningSections.map((section) => (
          <LinkList
            key={section.slug}
            id={`learning-${section.slug}`}
            title={section.label}
            routes={section.pages.flatMap(
              (p) => findRoute(paths.learning(`${section.slug}/${p.slug}`)) ?? [],
            )}
          />
        ))}
      </div>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
