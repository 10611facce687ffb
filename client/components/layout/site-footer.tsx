import { use, useSyncExternalStore } from 'react'
import { subscribeNever } from '../../lib/use-is-client'
import { Link } from 'wouter'
import { addressLine, business, links } from '../../../shared/business'
import { InstallApp } from '../install-app'
import { StaticHtml } from '../static-html'
import { ButtonLink } from '../ui/button-link'
import { MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../icons'
import { paths } from '../../../shared/paths'

const FOOTER_BADGES = ['5-star reviews', 'Licensed & Insured', '5-Star Rated', 'Family First!']

const LINK = 'footer-link'

/**
 * The year shown in the copyright: the build's year in the prerendered HTML and during
 * hydration (so they match), then the visitor's current year.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

// the service catalog (its descriptions and titles) comes only where the list is rendered by
// React, never on a page hydrating its prerendered footer
let servicesLoad: Promise<typeof import('../../../shared/catalog/services').services> | undefined
const loadServices = () =>
  (servicesLoad ??= import('../../../shared/catalog/services').then((m) => m.services))

function ServiceLinks() {
  const topServices = use(loadServices()).filter((s) => !('parentSlug' in s))
  return (
    <ul className="space-y-1.5">
      {topServices.map((s) => (
        <li key={s.slug}>
          <Link href={paths.service(s.slug)} className={LINK}>
            {s.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The site footer: contact, hours, services, regions, resources, profiles and legal links. */
export function SiteFooter() {
  const year = useCurrentYear()
  const copyright = (
    <p>
      © {year} {business.legalName}. All rights reserved.
    </p>
  )
  return (
    <footer className="band bg-brand-dark text-sm text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-serif text-lg font-bold text-white">
            {business.name}
          </h2>
          <p className="mt-3 leading-relaxed text-white/90">{business.blurb}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={links.call} className={`${LINK} inline-flex items-center gap-2`}>
                <PhoneIcon /> {business.phone.display}
              </a>
            </li>
            <li>
              <a href={links.email} className={`${LINK} inline-flex items-center gap-2`}>
                <MailIcon /> {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2 text-white/90">
              <MapPinIcon className="mt-0.5 shrink-0" />
              <address className="not-italic">{addressLine}</address>
            </li>
          </ul>
          <p className="mt-3 text-white/90">
            {business.hours.summary} · {business.hours.sunday}
          </p>
        </section>

        <section aria-labelledby="footer-reach">
          <h2 id="footer-reach" className="font-serif text-lg font-bold text-white">
            Reach us
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ButtonLink href={links.directions} variant="light">
              <MapPinIcon /> Directions
            </ButtonLink>
            <ButtonLink href={links.call} variant="primary">
              <PhoneIcon /> Call
            </ButtonLink>
            <ButtonLink href={links.text} variant="light">
              <MessageIcon /> Text
            </ButtonLink>
            <ButtonLink href="/contact" variant="light">
              <MailIcon /> Email
            </ButtonLink>
          </div>
          <h3 className="mt-6 font-sans text-sm font-semibold text-white">Showroom hours</h3>
          <ul className="mt-2 grid gap-y-1 text-white/90">
            <li>{business.hours.summary}</li>
            <li>{business.hours.sunday}</li>
          </ul>
          <p className="mt-2 text-white/90">{business.parking}</p>
          <InstallApp />
        </section>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-serif text-lg font-bold text-white">
            Services
          </h2>
          <StaticHtml id="footer-services" className="mt-3">
            <ServiceLinks />
          </StaticHtml>
        </nav>

        <section aria-labelledby="footer-next">
          <h2 id="footer-next" className="font-serif text-lg font-bold text-white">
            Next steps
          </h2>
          <ul className="mt-3 space-y-1.5">
            <li>
              <Link href="/estimate" className={LINK}>
                Request a free estimate
              </Link>
            </li>
            <li>
              <Link href="/contact" className={LINK}>
                Contact us
              </Link>
            </li>
            <li>
              <Link href="/news" className={LINK}>
                News from the showroom
              </Link>
            </li>
            <li>
              <Link href="/sitemap" className={LINK}>
                Sitemap
              </Link>
            </li>
            <li>
              <a href={business.profiles.reviews.url} className={LINK}>
                Our reviews on {business.profiles.reviews.label}
              </a>
            </li>
            <li>
              <a href={business.profiles.homeDesign.url} className={LINK}>
                Our profile on {business.profiles.homeDesign.label}
              </a>
            </li>
          </ul>
          <ul aria-label="Badges" className="mt-5 flex flex-wrap gap-2">
            {FOOTER_BADGES.map((badge) => (
              <li
                key={badge}
                className="rounded-full border border-white/40 px-3 py-1 text-xs font-semibold"
              >
                {badge}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 pb-20 text-white/90 sm:pb-5">
          {business.licences.length > 0 ? (
            <div>
              {copyright}
              <p className="mt-1 text-sm">
                {business.licences
                  .map((licence) => `${licence.name} No. ${licence.number}`)
                  .join(' · ')}
              </p>
            </div>
          ) : (
            copyright
          )}
          <ul className="flex gap-4">
            <li>
              <Link href="/privacy-policy" className={LINK}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-of-service" className={LINK}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
