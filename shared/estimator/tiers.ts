/**
 * Which tier of a service page's cost guide each finish level is. A tier is known by the figure
 * its price range names: the estimator prices a mid-range kitchen with kitchenPage.midRange, and
 * names it after the kitchens page's tier whose range is {{kitchenPage.midRange}}. The content
 * build finds those tiers (scripts/content/estimator-tiers.ts) and writes their names into
 * .content/catalog/estimator-tiers.ts, so this module imports nothing the build generates.
 */

export const ROOMS = ['kitchen', 'bathroom'] as const
export const FINISHES = ['refresh', 'mid-range', 'upscale', 'luxury'] as const

export type Room = (typeof ROOMS)[number]
export type Finish = (typeof FINISHES)[number]

/** Each finish level's tier name, per room, as the service pages' cost guides write it. */
export type TierNames = Readonly<Record<Room, Readonly<Record<Finish, string>>>>

/** The service page whose cost guide holds a room's tiers: content/services/{slug}.yaml. */
export const COST_GUIDE_PAGES: Readonly<Record<Room, string>> = {
  kitchen: 'kitchens',
  bathroom: 'bathrooms',
}

/** The group of a room's service-page figures in content/figures.yaml. */
export const pageFigures = (room: Room) => (room === 'kitchen' ? 'kitchenPage' : 'bathroomPage')

/** The figure of a finish level's tier within its room's group. */
const FINISH_FIGURES: Readonly<Record<Finish, string>> = {
  refresh: 'refresh',
  'mid-range': 'midRange',
  upscale: 'upscale',
  luxury: 'luxury',
}

/** The figure that prices a finish level's tier: kitchenPage.midRange. */
export function tierFigure(room: Room, finish: Finish): string {
  return `${pageFigures(room)}.${FINISH_FIGURES[finish]}`
}
