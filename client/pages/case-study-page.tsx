import { caseStudies } from '../../shared/catalog/gallery'
import { townPagePath } from '../../shared/catalog/towns'
import { findRoute } from '../lib/routes'
import { caseStudyContent } from '../content/case-studies'
import { plainText } from '../../shared/content/rich-text'
import { BeforeAfterSlider } from '../components/before-after-slider'
import { CallToAction } from '../components/call-to-action'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import { ProcessSteps } from '../components/process-steps'
import { RichText } from '../components/rich-text'
import { Section } from '../components/section'
import type { PageProps } from './page-props'
import { paths } from '../../shared/paths'

/** A gallery case study: before and after, the brief, the design, selections and schedule. */
export default function CaseStudyPage({ route }: PageProps) {
  const study = caseStudies.find((c) => c.slug === route.contentId)!
  const content = caseStudyContent.find((c) => c.slug === route.contentId)!
  const related = [
    findRoute(paths.service(study.room === 'kitchen' ? 'kitchens' : 'bathrooms')),
    findRoute(townPagePath(study.placeSlug)),
    ...caseStudies
      .filter((c) => c.slug !== study.slug)
      .map((c) => findRoute(paths.caseStudy(c.slug))),
  ].flatMap((r) => r ?? [])
  return (
    <article>
      <PageHeader route={route}>
        <dl className="mt-6 grid max-w-xl grid-cols-3 gap-4">
          {[
            ['Town', study.townName],
            ['Budget', study.budget],
            ['Schedule', study.duration],
          ].map(([term, value]) => (
            <div key={term} className="rounded-lg bg-white p-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pt-10">
        <BeforeAfterSlider
          linkToCaseStudy={false}
          pair={{
            title: study.label,
            before: content.before,
            after: content.after,
            caseStudy: study.slug,
          }}
        />
        <p className="mt-8 text-lg leading-relaxed text-muted">{content.overview}</p>
      </div>
      <Section id="challenge" title="What the homeowners wanted">
        <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
          {content.challenge.map((text) => (
            <p key={plainText(text).slice(0, 40)}>
              <RichText text={text} />
            </p>
          ))}
        </div>
      </Section>
      <Section id="solution" title="What we designed and built" tone="sand">
        <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
          {content.solution.map((text) => (
            <p key={plainText(text).slice(0, 40)}>
              <RichText text={text} />
            </p>
          ))}
        </div>
      </Section>
      <Section id="scope" title="Scope and selections">
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <ul className="list-disc space-y-1 pl-5 leading-relaxed text-muted">
            {content.scope.map((item) => (
              <li key={plainText(item)}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {content.selections.map((s) => (
              <div key={s.item} className="contents">
                <dt className="font-semibold text-ink">{s.item}</dt>
                <dd className="text-muted">{s.choice}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Section id="timeline" title="How the weeks went" tone="sand">
        <ProcessSteps steps={content.timeline} />
      </Section>
      <Section id="quote" title="In the homeowners' words">
        <blockquote className="mt-6 max-w-3xl border-l-4 border-accent pl-4 text-lg text-ink italic">
          <p>“{content.quote.text}”</p>
          <footer className="mt-2 text-base text-muted not-italic">
            — {content.quote.attribution}
          </footer>
        </blockquote>
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <LinkList id="related" title="Related pages" routes={related} />
      </div>
      <CallToAction />
    </article>
  )
}
