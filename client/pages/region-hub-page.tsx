import { links } from '../../shared/business'
import { childrenOf } from '../lib/routes'
import { lazy, use } from 'react'
import { hubLoaders, loadCollection } from '../content/loaders'
import type { RegionHubContent } from '../../shared/content/types'
import { Breadcrumbs } from '../components/breadcrumbs'
import { CardGrid } from '../components/card-grid'
import { ContactButtons } from '../components/contact-buttons'
import { FaqList } from '../components/faq-list'
import { LinkList } from '../components/link-list'
import { Section } from '../components/section'
import { TrustStrip } from '../components/trust-strip'
import { ButtonLink } from '../components/ui/button-link'
import { HERO_SIZES, ResponsiveImage } from '../components/ui/responsive-image'
import { WestchesterTownList } from '../features/towns/town-list'
import { useIsClient } from '../lib/use-is-client'
import { StaticHtml } from '../components/static-html'
import type { PageProps } from './page-props'

const PrerenderedTownLinks = lazy(() => import('../features/towns/prerendered-town-links'))

function Towns({ hub }: { hub: RegionHubContent }) {
  const isClient = useIsClient()
  if (hub.slug === 'westchester') {
    return (
      <Section id="towns" title="Westchester towns we work in" tone="sand">
        {/* prerendered as links and kept at hydration; fetched only on client-side navigation */}
        <StaticHtml id="westchester-towns" className="mt-6">
          {isClient ? <WestchesterTownList /> : <PrerenderedTownLinks />}
        </StaticHtml>
      </Section>
    )
  }
  if (!hub.places) return null
  return (
    <Section id="towns" title={hub.places.title} intro={hub.places.intro} tone="sand">
      <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-1 text-ink sm:grid-cols-3 lg:grid-cols-4">
        {hub.places.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Section>
  )
}

/** The shared layout of the four regional hubs. */
export default function RegionHubPage({ route }: PageProps) {
  const hub = use(loadCollection(hubLoaders[route.contentId]!))
  const more = childrenOf(route.path, 'town')
  return (
    <div data-testid={`page-${hub.slug}-hub`}>
      <section aria-labelledby="hub-title" className="bg-brand-dark text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 lg:grid-cols-2">
          <div>
            <div className="[&_a]:text-white [&_li]:text-white/90 [&_span]:text-white">
              <Breadcrumbs route={route} />
            </div>
            <p className="mt-4 text-sm font-semibold tracking-wide text-white/90 uppercase">
              {hub.hero.eyebrow}
            </p>
            <h1 id="hub-title" className="mt-2 text-4xl leading-tight font-bold text-white">
              {route.heading}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-white/90">{hub.hero.intro}</p>
            <ContactButtons className="mt-6" textVariant="light" />
          </div>
          <ResponsiveImage
            {...hub.hero.image}
            priority="beside-text"
            sizes={HERO_SIZES}
            className="h-auto w-full rounded-xl"
          />
        </div>
      </section>
      <Section id="requests" title={hub.typicalRequests.title} intro={hub.typicalRequests.intro}>
        <CardGrid
          cards={hub.typicalRequests.items.map((item) => ({ title: item.topic, text: item.text }))}
          columns={4}
        />
      </Section>
      <Section id="services" title="Services" tone="sand">
        <CardGrid cards={hub.services} columns={4} />
      </Section>
      <Section id="projects" title="Featured projects">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {hub.projects.map((project) => (
            <li key={project.title} className="flex flex-col rounded-lg border border-line p-5">
              <span className="text-sm font-semibold text-accent uppercase">{project.town}</span>
              <h3 className="mt-1 font-sans text-base font-semibold text-ink">{project.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{project.summary}</p>
              <blockquote className="mt-4 border-l-4 border-accent pl-3 text-ink italic">
                <p>“{project.quote.text}”</p>
                <footer className="mt-1 text-sm text-muted not-italic">
                  — {project.quote.attribution}
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </Section>
      <Towns hub={hub} />
      <Section id="faq" title="Frequently asked questions">
        <FaqList faqs={hub.faqs} />
      </Section>
      {more.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <LinkList id="region-pages" title="More in this region" routes={more} />
        </div>
      )}
      <section aria-labelledby="hub-cta" className="band band-short bg-brand text-white">
        <div className="mx-auto max-w-5xl px-4 py-12 text-center">
          <h2 id="hub-cta" className="text-2xl font-bold text-white sm:text-3xl">
            {hub.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-white/90">{hub.cta.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/contact" variant="light">
              Get Free Estimate
            </ButtonLink>
            <ButtonLink href={links.call} variant="primary">
              Call Now
            </ButtonLink>
          </div>
        </div>
      </section>
      <TrustStrip items={hub.trust} />
    </div>
  )
}
