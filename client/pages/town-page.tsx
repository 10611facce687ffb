import { use } from 'react'
import { Link } from 'wouter'
import { business } from '../../shared/business'
import { caseStudies } from '../../shared/catalog/gallery'
import { townGuides } from '../../shared/catalog/guides'
import { placeBySlug } from '../../shared/catalog/regions'
import { townPagePath } from '../../shared/catalog/towns'
import { milesBetween } from '../../shared/geo'
import { childrenOf, findRoute } from '../lib/routes'
import { CallToAction } from '../components/call-to-action'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import { RichText } from '../components/rich-text'
import { StaticHtml } from '../components/static-html'
import { loadCollection, loadTowns } from '../content/loaders'
import type { PageProps } from './page-props'
import { paths } from '../../shared/paths'

/** What belongs to the place alone: from the towns content module. */
function TownBody({ route }: PageProps) {
  const town = use(loadCollection(loadTowns)).find((t) => t.slug === route.contentId)!
  const place = placeBySlug(town.slug)
  const miles = milesBetween(business.geo, { latitude: town.lat, longitude: town.lng })
  const projects = caseStudies.filter((c) => c.placeSlug === town.slug)
  const guide = townGuides.find((g) => g.placeSlug === town.slug)
  const related = [
    ...childrenOf(route.path),
    ...projects.flatMap((c) => findRoute(paths.caseStudy(c.slug)) ?? []),
    ...(guide ? [findRoute(paths.townGuide(guide.slug))!] : []),
    findRoute('/services/kitchens')!,
    findRoute('/services/bathrooms')!,
  ]
  const sections = [
    { id: 'setting', title: `Where ${place.town} is`, text: town.setting },
    { id: 'homes', title: `${place.town} homes`, text: town.homes },
    { id: 'projects', title: 'What remodels here involve', text: town.projects },
    { id: 'permits', title: 'Permits', text: town.permits },
  ]
  return (
    <>
      <p className="text-muted">
        {place.zips.length > 0 && <>ZIP {place.zips.join(', ')} · </>}
        {miles < 1
          ? 'Home of our showroom'
          : `About ${miles.toFixed(1)} miles from our Chappaqua showroom`}
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`town-${section.id}`} className="mt-8">
          <h2 id={`town-${section.id}`} className="text-2xl font-bold">
            {section.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">
            <RichText text={section.text} />
          </p>
        </section>
      ))}
      <aside className="mt-8 rounded-lg border-l-4 border-accent bg-sand p-5">
        <p className="font-semibold text-ink">A local tip</p>
        <p className="mt-1 text-lg leading-relaxed text-muted">
          <RichText text={town.tip} />
        </p>
      </aside>
      <section aria-labelledby="town-nearby" className="mt-10">
        <h2 id="town-nearby" className="text-2xl font-bold">
          Nearby
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {town.nearby.map((slug) => (
            <li key={slug}>
              <Link href={townPagePath(slug)} className="text-brand underline underline-offset-2">
                {placeBySlug(slug).town}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LinkList id="town-related" title="Projects, guides and services" routes={related} compact />
    </>
  )
}

/** A Westchester town page: what belongs to that place alone, and the way to us. */
export default function TownPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <StaticHtml id={`${route.path}#town`} className="mx-auto max-w-3xl px-4 py-10">
        <TownBody route={route} />
      </StaticHtml>
      <CallToAction title={`Planning a kitchen or bath in ${placeBySlug(route.contentId).town}?`} />
    </>
  )
}
