import { addressLine, business, links } from '../../shared/business'
import { use } from 'react'
import { homeFrame } from '../../.content/frame/home'
import { loadCollection, loadHome } from '../content/loaders'
import { CallToAction } from '../components/call-to-action'
import { CardGrid } from '../components/card-grid'
import { ContactButtons } from '../components/contact-buttons'
import { FaqList } from '../components/faq-list'
import { ClockIcon, MapPinIcon, RibbonIcon } from '../components/icons'
import { PriceTiers } from '../components/price-tiers'
import { ProcessSteps } from '../components/process-steps'
import { Section } from '../components/section'
import { StaticHtml } from '../components/static-html'
import { ShowroomVisitButtons } from '../components/showroom-visit-buttons'
import { TrustBadges } from '../components/trust-badges'
import { ButtonLink } from '../components/ui/button-link'
import { EstimatorLink } from '../components/estimator-link'
import { HERO_SIZES, ResponsiveImage } from '../components/ui/responsive-image'
import { RequestDialog, RequestDialogOpener } from '../features/contact/request-dialog'
import type { PageProps } from './page-props'

/** The home page's long copy: fetched only when the page is rendered in the browser. */
function useHomeContent() {
  return use(loadCollection(loadHome))
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
      {items.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}
    </div>
  )
}

function Hero({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="home-title" className="bg-brand-dark text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-white/90 uppercase">
            <RibbonIcon className="text-xl text-[#c9a8ef]" /> Ribbon of Hope ·{' '}
            {business.experience.pages}
          </p>
          <h1
            id="home-title"
            className="mt-4 text-4xl leading-tight font-bold text-white sm:text-5xl"
          >
            {heading}
          </h1>
          <p className="mt-4 font-serif text-xl text-[#e8d9c4] italic">{homeFrame.hero.tagline}</p>
          <p className="mt-4 text-lg leading-relaxed text-white/90">{homeFrame.hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/estimate">Request a Free Estimate</ButtonLink>
            <ContactButtons textVariant="light" callVariant="light" />
          </div>
        </div>
        <ResponsiveImage
          {...homeFrame.hero.image}
          priority="beside-text"
          sizes={HERO_SIZES}
          className="h-auto w-full rounded-xl shadow-2xl"
        />
      </div>
    </section>
  )
}

function ShowroomCard() {
  const { showroomCard } = useHomeContent()
  return (
    <Section id="showroom-card" title={showroomCard.title} tone="sand">
      <div className="mt-6 grid items-center gap-8 md:grid-cols-2">
        <ResponsiveImage {...showroomCard.image} className="h-auto w-full rounded-lg" />
        <div>
          <p className="text-lg leading-relaxed text-muted">{showroomCard.text}</p>
          <ul className="mt-5 space-y-2 text-ink">
            <li className="flex items-center gap-2">
              <ClockIcon className="text-accent" /> <span>{business.hours.summary}</span>
            </li>
            <li className="flex items-center gap-2">
              <ClockIcon className="text-accent" /> <span>{business.hours.sunday}</span>
            </li>
            <li className="flex items-center gap-2">
              <MapPinIcon className="text-accent" /> <span>{business.parking}</span>
            </li>
            <li className="flex items-center gap-2">
              <MapPinIcon className="text-accent" /> <span>{addressLine}</span>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  )
}

function ShowroomVisit() {
  const { showroomVisit } = useHomeContent()
  return (
    <Section id="showroom-visit" title={showroomVisit.title} intro={showroomVisit.text}>
      <ShowroomVisitButtons />
    </Section>
  )
}

/** From the welcome to the brands: text and links only, kept as prerendered HTML. */
function AboutSections() {
  const { welcome, history, mission, features, reviews, investmentGuide, premiumBrands } =
    useHomeContent()
  return (
    <>
      <Section id="welcome" title={welcome.title} intro={welcome.intro}>
        <Paragraphs items={welcome.paragraphs} />
      </Section>
      <Section id="history" title={history.title} intro={history.intro} tone="sand">
        <Paragraphs items={history.paragraphs} />
      </Section>
      <Section id="mission" title={mission.title} intro={mission.intro}>
        <Paragraphs items={mission.paragraphs} />
      </Section>
      <ShowroomCard />
      <Section id="features" title="Why homeowners choose us">
        <CardGrid cards={features} columns={4} />
      </Section>
      <Section id="reviews" title={reviews.title} intro={reviews.text} tone="sand">
        <a
          href={business.profiles.reviews.url}
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
        >
          Read our reviews on {business.profiles.reviews.label}
        </a>
      </Section>
      <ShowroomVisit />
      <Section
        id="investment"
        title={investmentGuide.title}
        intro={investmentGuide.intro}
        tone="sand"
      >
        {investmentGuide.groups.map((group) => (
          <PriceTiers key={group.project} label={group.project} tiers={group.tiers} />
        ))}
        <p className="mt-6 max-w-3xl leading-relaxed text-muted">{investmentGuide.note}</p>
        <EstimatorLink />
      </Section>
      <Section id="brands" title={premiumBrands.title} intro={premiumBrands.intro} flush="bottom">
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {premiumBrands.brands.map((brand) => (
            <li key={brand.name} className="rounded-lg border border-line p-4">
              <span className="block font-semibold text-ink">{brand.name}</span>
              <span className="block text-sm text-muted">{brand.category}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

/** From 'Explore before you build' to the compliance badges, kept as prerendered HTML. */
function GuideSections() {
  const { explore, pricesDiffer, promise, process, compliance } = useHomeContent()
  return (
    <>
      <Section id="explore" title="Explore before you build" tone="sand">
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {[
            { card: explore.towns, href: '/westchester', label: 'Browse All Westchester Towns' },
            {
              card: explore.encyclopedia,
              href: '/learning',
              label: 'Explore the Renovation Encyclopedia',
            },
          ].map(({ card, href, label }) => (
            <div key={href} className="rounded-lg border border-line bg-white p-6">
              <h3 className="font-sans text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
              <ButtonLink href={href} variant="secondary" className="mt-4">
                {label}
              </ButtonLink>
            </div>
          ))}
        </div>
      </Section>
      <Section id="prices-differ" title={pricesDiffer.title} intro={pricesDiffer.intro}>
        <CardGrid cards={pricesDiffer.points} />
      </Section>
      <Section id="promise" title={promise.title} intro={promise.intro} tone="sand">
        <CardGrid cards={promise.points} columns={2} />
      </Section>
      <Section id="process" title={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="compliance" title={compliance.title} intro={compliance.intro} tone="sand">
        <CardGrid cards={compliance.badges} columns={4} />
      </Section>
    </>
  )
}

/**
 * The home and about page, every section in order. Most of it is text, hydrated
 * from its prerendered HTML (StaticHtml): only the hero, the buttons that open the
 * consultation form, the questions, the trust badges and the closing call carry code.
 */
export default function HomePage({ route }: PageProps) {
  const { faqs, finalCta } = homeFrame
  return (
    <div data-testid="page-home">
      <Hero heading={route.heading} />
      <StaticHtml id="home#about">
        <AboutSections />
      </StaticHtml>
      <div className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:pb-16">
          <RequestDialogOpener>Discuss Your Project</RequestDialogOpener>
        </div>
      </div>
      <StaticHtml id="home#guide">
        <GuideSections />
      </StaticHtml>
      <Section id="faq" title="Frequently asked questions">
        <FaqList faqs={faqs} />
      </Section>
      <TrustBadges />
      <CallToAction
        title={finalCta.title}
        text={finalCta.text}
        action={
          <>
            <ButtonLink href={links.directions} variant="light">
              <MapPinIcon /> Showroom Directions
            </ButtonLink>
            <RequestDialogOpener variant="light">Book Free Consultation</RequestDialogOpener>
          </>
        }
      />
      <RequestDialog formId="modal" />
    </div>
  )
}
