import { Link } from 'wouter'
import { townPagePath } from '../../../shared/catalog/towns'

/** The town list's box: a scrolling grid of 24rem at most, prerendered or fetched alike. */
const LIST =
  'grid max-h-96 gap-x-6 gap-y-1 overflow-y-auto rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3'

/** Westchester places as links to their town pages. */
export function TownLinks({ towns }: { towns: readonly { slug: string; town: string }[] }) {
  return (
    <ul className={LIST}>
      {towns.map((town) => (
        <li key={town.slug}>
          <Link
            href={townPagePath(town.slug)}
            className="inline-block py-1 text-brand underline-offset-2 hover:underline"
          >
            {town.town}
          </Link>
        </li>
      ))}
    </ul>
  )
}
