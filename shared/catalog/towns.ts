import type { CatalogPage } from './types'
import type { WestchesterPlace } from './westchester-places'
import { paths } from '../paths'

/** Town pages live at /westchester/{slug}/kitchen-bath-remodeling (shared/paths.ts). */
export const townPagePath = paths.town

const KIND_LABELS: Record<string, string> = {
  'town / hamlet': 'town',
  'hamlet / town': 'hamlet',
  'town & village': 'town and village',
  'town/village': 'town and village',
}

/** How the reference list's parent reads in a sentence: 'the Town of Greenburgh'. */
function parentPhrase(place: WestchesterPlace): string | undefined {
  if (!place.parent) return undefined
  const parents = place.parent.split('/').map((p) => p.replace(/ town$/, '').trim())
  if (place.kind === 'neighborhood' && parents[0] === 'Mount Vernon')
    return 'the City of Mount Vernon'
  if (parents.length > 1) return `the towns of ${parents.join(' and ')}`
  return `the Town of ${parents[0]}`
}

function zipPhrase(place: WestchesterPlace): string {
  if (place.zips.length === 0) return ''
  return place.zips.length === 1 ? `ZIP ${place.zips[0]}` : `ZIPs ${place.zips.join(', ')}`
}

/** The index facts of a town page, from the place's own data. */
export function describeTown(place: WestchesterPlace): Omit<CatalogPage, 'slug'> {
  const kind = KIND_LABELS[place.kind] ?? place.kind
  const parent = parentPhrase(place)
  const where = parent ? `the ${kind} in ${parent}` : `the ${kind}`
  return {
    label: place.town,
    title: `${place.town}, NY Kitchen & Bathroom Remodeling`,
    heading: `Kitchen & Bathroom Remodeling in ${place.town}, NY`,
    description:
      `Kitchen and bathroom remodeling in ${place.town}, ${where} (${zipPhrase(place)}): ` +
      'design, permits and installation, planned with you at our Chappaqua showroom.',
  }
}
