import { findRoute } from '../lib/routes'
import { regionalServiceContent as regionalServices } from '../../.content/frame/regional-services'
import { CallToAction } from '../components/call-to-action'
import { CardGrid } from '../components/card-grid'
import { FaqList } from '../components/faq-list'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import { ReviewsBlock } from '../components/reviews-block'
import { Section } from '../components/section'
import type { PageProps } from './page-props'

/** The regional service pages: /westchester/kitchens, /rockland/bathrooms, /bergen/kitchens-baths. */
export default function RegionalServicePage({ route }: PageProps) {
  const content = regionalServices.find((c) => c.id === route.contentId)!
  const related = content.related.flatMap((path) => findRoute(path) ?? [])
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          {content.intro.map((text) => (
            <p key={text.slice(0, 40)}>{text}</p>
          ))}
        </div>
      </div>
      <Section id="highlights" title="What to expect">
        <CardGrid cards={content.highlights} columns={2} />
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="sand">
        <FaqList faqs={content.faqs} />
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <LinkList id="related" title="Related pages" routes={related} />
      </div>
      <ReviewsBlock />
      <CallToAction />
    </>
  )
}
