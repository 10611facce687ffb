/**
 * The cost estimator's arithmetic, written once and explained on the page in the same terms:
 *
 * 1. The finish level picks the tier of the service page's cost guide, by the figure that prices
 *    it (a mid-range kitchen: the kitchens page's tier at {{kitchenPage.midRange}}, $40k–70k),
 *    and shows that tier's name (tiers.ts).
 * 2. Where in that tier: half of the tier's width, slid up by the room's size (against the size
 *    the average cost and the cost per square foot imply: $67,500 ÷ $225 = 300 sq ft for a
 *    kitchen) and by the big choices (moving plumbing or the layout, custom cabinetry, opening a
 *    wall), which the pages describe as what moves a project toward the top of its tier. A small
 *    room with none of them is the bottom half; a large one with all three, the top half.
 * 3. The region scales it by its starting kitchen price against Westchester's ($40k): Greenwich
 *    $50k (×1.25), Rockland $35k (×0.875), Bergen the same as Westchester.
 * 4. A kitchen and a bathroom together: the two estimates added; the weeks are the kitchen's, as
 *    the bathroom is built alongside.
 * The open-ended top tier ($125k+) stays open-ended: the estimate says "from".
 */
import { tierNames } from '../../.content/catalog/estimator-tiers'
import { figure, priceRange, weekRange, type Range } from './figures'
import { regionSlugs } from '../catalog/region-types'
import { FINISHES, pageFigures, tierFigure, type Finish, type Room, type TierNames } from './tiers'

export { FINISHES, pageFigures, type Finish, type Room }

export const PROJECTS = ['kitchen', 'bathroom', 'kitchen-bath'] as const
export const BATHS = ['powder', 'hall', 'primary'] as const
/** The estimator prices the four regions the site serves, in the site's order. */
export const REGIONS = regionSlugs
export const SIZES = ['small', 'medium', 'large'] as const
export const CHOICES = ['layout', 'cabinetry', 'wall'] as const

export type Project = (typeof PROJECTS)[number]
export type Bath = (typeof BATHS)[number]
export type Region = (typeof REGIONS)[number]
export type Size = (typeof SIZES)[number]
export type Choice = (typeof CHOICES)[number]

export type EstimateInput = {
  project: Project
  bath: Bath
  /** a size class, or the room's floor area in square feet */
  size: Size | number
  finish: Finish
  region: Region
  choices: readonly Choice[]
}

type Figures = Readonly<Record<string, string>>

/** The tiers' names, as the service pages' cost guides write them (content/services/*.yaml). */
export const TIER_NAMES: TierNames = tierNames

/** A tier's range as the cost guide writes it: $40k–70k. */
export function tierText(figures: Figures, room: Room, finish: Finish): string {
  return figure(figures, tierFigure(room, finish))
}

/** The room a project's size and cost guide are read for: the bathroom only without a kitchen. */
export function mainRoom(project: Project): Room {
  return project === 'bathroom' ? 'bathroom' : 'kitchen'
}

/** Each size class as a share of the typical room (the size the average cost implies). */
const SIZE_SHARE: Record<Size, number> = { small: 0.5, medium: 1, large: 1.5 }

/** The typical room: the average cost divided by the cost per square foot, to the nearest 5. */
export function typicalSquareFeet(figures: Figures, room: Room): number {
  const page = pageFigures(room)
  const average = priceRange(figure(figures, `${page}.average`)).low
  const perFoot = priceRange(figure(figures, `${page}.perSquareFoot`)).low
  return Math.round(average / perFoot / 5) * 5
}

/** A size class's floor area in square feet, to the nearest 5, as the page states it. */
export function sizeSquareFeet(figures: Figures, room: Room, size: Size): number {
  return Math.round((typicalSquareFeet(figures, room) * SIZE_SHARE[size]) / 5) * 5
}

/** 0 for a room half the typical size or less, 1 for one and a half times or more. */
function sizeScore(figures: Figures, room: Room, size: Size | number): number {
  const share =
    typeof size === 'number' ? size / typicalSquareFeet(figures, room) : SIZE_SHARE[size]
  return Math.min(1, Math.max(0, share - 0.5))
}

/** The region's price factor: its starting kitchen price against Westchester's. */
export function regionFactor(figures: Figures, region: Region): number {
  const westchester = priceRange(figure(figures, 'westchester.kitchen')).low
  // Bergen's costs are Westchester's (content/figures.yaml names none of its own)
  const own = figures[`${region}.kitchen`]
  return own === undefined ? 1 : priceRange(own).low / westchester
}

/** The part of a tier the choices and the size put a project in (before the region). */
export function withinTier(tier: Range, score: number): Range {
  if (tier.high === undefined) return { low: tier.low }
  const width = tier.high - tier.low
  const low = tier.low + (width / 2) * score
  return { low, high: low + width / 2 }
}

function roomEstimate(figures: Figures, room: Room, input: EstimateInput): Range {
  const tier = priceRange(tierText(figures, room, input.finish))
  const choices = new Set(input.choices).size / CHOICES.length
  // a powder room and a primary bath set the size themselves when no size is given in feet
  const size = room === 'bathroom' && typeof input.size !== 'number' ? bathSize(input) : input.size
  const score = (sizeScore(figures, room, size) + choices) / 2
  const part = withinTier(tier, score)
  const factor = regionFactor(figures, input.region)
  return {
    low: part.low * factor,
    ...(part.high === undefined ? {} : { high: part.high * factor }),
  }
}

/** A bathroom's size class: the one chosen, except that a powder room is small. */
function bathSize(input: EstimateInput): Size {
  return input.bath === 'powder' ? 'small' : (input.size as Size)
}

/** Rounded to the nearest $500: an estimate, not a quote. */
const rounded = (value: number) => Math.round(value / 500) * 500

function bathWeeks(figures: Figures, input: EstimateInput): { low: number; high: number } {
  if (input.bath === 'powder') return weekRange(figure(figures, 'bathroomPage.powderRoomTimeline'))
  if (input.bath === 'primary')
    return weekRange(figure(figures, 'bathroomPage.primaryBathTimeline'))
  // Bergen names no bathroom timeline: Westchester's, as its costs are
  return weekRange(
    figures[`${input.region}.bathTimeline`] ?? figure(figures, 'westchester.bathTimeline'),
  )
}

export type Estimate = {
  low: number
  /** absent for the open-ended top tier */
  high?: number
  /** the tier's name, per room: 'Mid-Range Remodel' */
  tiers: string[]
  weeks: { low: number; high: number }
}

/** The estimate for a set of choices, from the site's figures. */
export function estimate(figures: Figures, input: EstimateInput): Estimate {
  const rooms: Room[] =
    input.project === 'kitchen-bath' ? ['kitchen', 'bathroom'] : [input.project as Room]
  const parts = rooms.map((room) => roomEstimate(figures, room, input))
  const open = parts.some((part) => part.high === undefined)
  const low = rounded(parts.reduce((sum, part) => sum + part.low, 0))
  const high = open ? undefined : rounded(parts.reduce((sum, part) => sum + part.high!, 0))
  const weeks = rooms.includes('kitchen')
    ? weekRange(figure(figures, `${input.region}.kitchenTimeline`))
    : bathWeeks(figures, input)
  return {
    low,
    ...(high === undefined ? {} : { high }),
    tiers: rooms.map((room) => TIER_NAMES[room][input.finish]),
    weeks,
  }
}
