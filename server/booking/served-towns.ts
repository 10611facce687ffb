/**
 * The towns an in-home consultation may be booked in: the places the site's region pages list
 * (every Westchester place, and the Rockland, Bergen and Greenwich lists). A home elsewhere gets
 * a showroom visit or a video call.
 */
import { hub as bergen } from '../../.content/bodies/hub-bergen'
import { hub as greenwich } from '../../.content/bodies/hub-greenwich'
import { hub as rockland } from '../../.content/bodies/hub-rockland'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'

export type ServedTown = { name: string; region: string }

const regionList = (region: string, names: readonly string[] | undefined) =>
  (names ?? []).map((name) => ({ name, region }))

/** Every served town, by region, then by name. */
export const servedTowns: readonly ServedTown[] = [
  ...westchesterPlaces.map((place) => ({ name: place.town, region: 'Westchester County, NY' })),
  ...regionList('Rockland County, NY', rockland.places?.names),
  ...regionList('Bergen County, NJ', bergen.places?.names),
  ...regionList('Greenwich, CT', greenwich.places?.names),
]

const byName = new Map(servedTowns.map((town) => [town.name.toLowerCase(), town]))

/** The served town of that name (any letter case), if it is one. */
export function servedTown(name: string): ServedTown | undefined {
  return byName.get(name.trim().toLowerCase())
}
