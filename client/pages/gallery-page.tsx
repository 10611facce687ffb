import { useId, useState } from 'react'
import { Link } from 'wouter'
import { caseStudies } from '../../shared/catalog/gallery'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage } from '../components/ui/responsive-image'
import { caseStudyContent } from '../content/case-studies'
import type { PageProps } from './page-props'
import { paths } from '../../shared/paths'

const ROOMS = [
  { value: 'all', label: 'All rooms' },
  { value: 'kitchen', label: 'Kitchens' },
  { value: 'bathroom', label: 'Bathrooms' },
] as const
const TOWNS = [...new Set(caseStudies.map((c) => c.townName))].sort()

/** The project gallery, filtered by room and by town. */
export default function GalleryPage({ route }: PageProps) {
  const id = useId()
  const [room, setRoom] = useState<string>('all')
  const [town, setTown] = useState<string>('all')
  const shown = caseStudies.filter(
    (c) => (room === 'all' || c.room === room) && (town === 'all' || c.townName === town),
  )
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <div className="flex flex-wrap gap-4" role="group" aria-label="Filter projects">
          <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-room`}>
            Room
            <select
              id={`${id}-room`}
              value={room}
              onChange={(e) => setRoom(e.target.value)}
              className="min-h-11 rounded-md border border-[#8a8f98] bg-white px-3 font-normal"
            >
              {ROOMS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-town`}>
            Town
            <select
              id={`${id}-town`}
              value={town}
              onChange={(e) => setTown(e.target.value)}
              className="min-h-11 rounded-md border border-[#8a8f98] bg-white px-3 font-normal"
            >
              <option value="all">All towns</option>
              {TOWNS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p role="status" className="mt-4 text-muted">
          {shown.length === 1 ? '1 project' : `${shown.length} projects`}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((study) => {
            const after = caseStudyContent.find((c) => c.slug === study.slug)!.after
            return (
              <li key={study.slug} className="overflow-hidden rounded-lg border border-line">
                <ResponsiveImage {...after} className="aspect-[16/10] h-auto w-full object-cover" />
                <div className="p-5">
                  <p className="text-sm font-semibold text-accent uppercase">
                    {study.townName} · {study.room === 'kitchen' ? 'Kitchen' : 'Bathroom'}
                  </p>
                  <h2 className="mt-1 font-sans text-lg font-semibold">
                    <Link
                      href={paths.caseStudy(study.slug)}
                      className="text-brand underline-offset-2 hover:underline"
                    >
                      {study.heading}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-muted">
                    {study.budget} · {study.duration}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
