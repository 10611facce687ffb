import { Link } from 'wouter'
import { caseStudies } from '../../shared/catalog/gallery'
import { townPagePath } from '../../shared/catalog/towns'
import { placeBySlug } from '../../shared/catalog/regions'
import type { PageRoute } from '../../shared/routes'
import { findRoute } from '../lib/routes'
import { BeforeAfterSlider } from '../components/before-after-slider'
import { Breadcrumbs } from '../components/breadcrumbs'
import { CallToAction } from '../components/call-to-action'
import { CardGrid } from '../components/card-grid'
import { ContactButtons } from '../components/contact-buttons'
import { FaqList } from '../components/faq-list'
import { LinkList } from '../components/link-list'
import { PriceTiers } from '../components/price-tiers'
import { EstimatorLink } from '../components/estimator-link'
import { ProcessSteps } from '../components/process-steps'
import { ReviewsBlock } from '../components/reviews-block'
import { Section } from '../components/section'
import { Statistics } from '../components/statistics'
import { ButtonLink } from '../components/ui/button-link'
import { HERO_SIZES, ResponsiveImage } from '../components/ui/responsive-image'
import type { ServicePageContent } from '../../shared/content/types'
import { paths } from '../../shared/paths'

type Props = { route: PageRoute; content: ServicePageContent }

/** The kitchen and bathroom service pages, laid out part by part. */
export function ServiceDetail({ route, content }: Props) {
  const room = content.slug === 'kitchens' ? 'kitchen' : 'bathroom'
  const studies = caseStudies.filter((c) => c.room === room)
  const related = content.related.flatMap((path) => findRoute(path) ?? [])
  return (
    <div data-testid={`page-service-${content.slug}`}>
      <section aria-labelledby="service-title" className="bg-sand">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 lg:grid-cols-2">
          <div>
            <Breadcrumbs route={route} />
            <p className="mt-4 text-sm font-semibold tracking-wide text-accent uppercase">
              {content.hero.eyebrow}
            </p>
            <h1 id="service-title" className="mt-2 text-4xl leading-tight font-bold">
              {route.heading}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-muted">{content.hero.intro}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href="/estimate">Get a Free Estimate</ButtonLink>
              <ContactButtons />
            </div>
          </div>
          <ResponsiveImage
            {...content.hero.image}
            priority="beside-text"
            sizes={HERO_SIZES}
            className="h-auto w-full rounded-xl"
          />
        </div>
      </section>
      <Section id="services" title={`Our ${room} services`}>
        <CardGrid cards={content.services} />
      </Section>
      <Section id="before-after" title="Before and after" tone="sand">
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          {content.sliders.map((pair) => (
            <BeforeAfterSlider key={pair.caseStudy} pair={pair} />
          ))}
        </div>
      </Section>
      <Section id="cost" title={content.costGuide.title} intro={content.costGuide.intro}>
        <PriceTiers tiers={content.costGuide.tiers} />
        <EstimatorLink />
        <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-5 leading-relaxed text-muted">
          {content.costGuide.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <Statistics items={content.statistics} />
      </Section>
      {content.extras && (
        <Section id="extras" title={content.extras.title} intro={content.extras.intro} tone="sand">
          <CardGrid cards={content.extras.items} columns={4} />
        </Section>
      )}
      <Section id="case-studies" title="Case studies">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {studies.map((study) => (
            <li key={study.slug} className="rounded-lg border border-line p-5">
              <Link
                href={paths.caseStudy(study.slug)}
                className="font-semibold text-brand underline-offset-2 hover:underline"
              >
                {study.label}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {study.townName} · {study.budget} · {study.duration}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="styles" title={content.styles.title} intro={content.styles.intro} tone="sand">
        <CardGrid cards={content.styles.items} />
      </Section>
      <Section id="process" title={content.process.title} intro={content.process.intro}>
        <ProcessSteps steps={content.process.steps} />
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="sand">
        <FaqList faqs={content.faqs} />
      </Section>
      <Section
        id="towns"
        title={`${room === 'kitchen' ? 'Kitchen' : 'Bathroom'} remodeling near you`}
      >
        <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
          {content.towns.map((slug) => (
            <li key={slug}>
              <Link
                href={townPagePath(slug)}
                className="inline-block py-1 text-brand underline-offset-2 hover:underline"
              >
                {placeBySlug(slug).town}
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink href="/westchester" variant="outline" className="mt-6">
          View All 75+ Westchester Towns
        </ButtonLink>
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <LinkList id="related" title="Related services" routes={related} />
      </div>
      <ReviewsBlock />
      <CallToAction
        title={content.cta.title}
        text={content.cta.text}
        action={
          <ButtonLink href="/estimate" variant="light">
            Get Your Free Estimate
          </ButtonLink>
        }
      />
    </div>
  )
}
