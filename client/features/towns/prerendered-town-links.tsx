import { Link } from 'wouter'
import { westchesterPlaces } from '../../../shared/catalog/westchester-places'
import { townPagePath } from '../../../shared/catalog/towns'
import { TOWN_LIST_CLASS } from './town-list-class'

/**
 * The Westchester town list as links, for the prerendered hub page: a crawler or a visitor
 * without JavaScript finds every town from the hub. Rendered only by the prerender (the page
 * then keeps this HTML as it is), so the places list never ships with the hub's code.
 */
export default function PrerenderedTownLinks() {
  return (
    <ul className={TOWN_LIST_CLASS}>
      {westchesterPlaces.map((place) => (
        <li key={place.slug}>
          <Link
            href={townPagePath(place.slug)}
            className="inline-block py-1 text-brand underline-offset-2 hover:underline"
          >
            {place.town}
          </Link>
        </li>
      ))}
    </ul>
  )
}
