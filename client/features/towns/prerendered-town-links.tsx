import { westchesterPlaces } from '../../../shared/catalog/westchester-places'
import { TownLinks } from './town-links'

/**
 * The Westchester town list as links, for the prerendered hub page: a crawler or a visitor
 * without JavaScript finds every town from the hub. Rendered only by the prerender (the page
 * then keeps this HTML as it is), so the places list never ships with the hub's code.
 */
export default function PrerenderedTownLinks() {
  return <TownLinks towns={westchesterPlaces} />
}
