import { business } from '../../shared/business'
import { routeByPath, routes, type PageRoute } from '../../shared/routes'
import { CallToAction } from '../components/call-to-action'
import { ContactButtons } from '../components/contact-buttons'
import { RibbonIcon } from '../components/icons'
import { LinkList } from '../components/link-list'
import { ConsultationButton } from '../features/contact/consultation-button'
import type { PageProps } from './page-components'

function pick(paths: readonly string[]): PageRoute[] {
  return paths.flatMap((path) => routeByPath.get(path) ?? [])
}

const SERVICES = routes.filter((r) => r.template === 'service' && r.parent === '/')
const REGIONS = routes.filter((r) => r.template === 'region-hub')
const LEARN = pick(['/learning', '/guides', '/blog', '/gallery'])

/** The home page: who we are, what we build, where we work and where to learn more. */
export default function HomePage({ route }: PageProps) {
  return (
    <div data-testid="page-home">
      <section className="bg-brand-dark text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-white/90 uppercase">
            <RibbonIcon className="text-xl text-[#c9a8ef]" /> Ribbon of Hope ·{' '}
            {business.experience.pages}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-bold text-white sm:text-5xl">
            {route.heading}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/90">
            {route.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ConsultationButton variant="primary">Discuss Your Project</ConsultationButton>
            <ContactButtons textVariant="light" callVariant="light" />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 pb-14">
        <LinkList id="home-services" title="What we build" routes={SERVICES} />
        <LinkList id="home-regions" title="Where we work" routes={REGIONS} />
        <LinkList id="home-learn" title="Read before you remodel" routes={LEARN} />
      </div>
      <CallToAction
        title="Book a free consultation"
        action={<ConsultationButton variant="light">Book Free Consultation</ConsultationButton>}
      />
    </div>
  )
}
