/**
 * What the estimator says about an estimate: the choices in words, what moves the estimate most
 * (each with the page that explains it), and the summary a visitor can send with a request.
 */
import { paths } from '../paths'
import type { PagePath } from '../route-types'
import {
  CHOICES,
  estimate,
  FINISHES,
  mainRoom,
  type Choice,
  type Estimate,
  type EstimateInput,
  type Finish,
  type Project,
  type Region,
} from './estimate'
import { COST_GUIDE_PAGES } from './tiers'

type Figures = Readonly<Record<string, string>>

export const PROJECT_NAMES: Record<Project, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  'kitchen-bath': 'Kitchen and bathroom',
}

export const BATH_NAMES = { powder: 'Powder room', hall: 'Hall bath', primary: 'Primary bath' }

export const FINISH_NAMES: Record<Finish, string> = {
  refresh: 'Refresh',
  'mid-range': 'Mid-range',
  upscale: 'Upscale',
  luxury: 'Luxury',
}

export const REGION_NAMES: Record<Region, string> = {
  westchester: 'Westchester County, NY',
  rockland: 'Rockland County, NY',
  bergen: 'Bergen County, NJ',
  greenwich: 'Greenwich, CT',
}

export const CHOICE_NAMES: Record<Choice, string> = {
  layout: 'Moving plumbing or changing the layout',
  cabinetry: 'Custom cabinetry or a custom vanity',
  wall: 'Removing or opening up a wall',
}

/** The page that explains each choice, per room. */
const CHOICE_PAGES: Record<Choice, { kitchen: PagePath; bathroom: PagePath }> = {
  layout: {
    kitchen: paths.learning('kitchens/plumbing-electrical-ventilation'),
    bathroom: paths.learning('bathrooms/plumbing-electrical-ventilation'),
  },
  cabinetry: {
    kitchen: paths.learning('cabinetry/construction'),
    bathroom: paths.learning('bathrooms/fixtures'),
  },
  wall: {
    kitchen: paths.learning('kitchens/layouts'),
    bathroom: paths.learning('bathrooms/layouts'),
  },
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** $43,500 */
export const dollars = (value: number) => money.format(value)

/** "$43,500–$58,500", or "from $125,000" for the open-ended top tier. */
export function rangeText(estimate: Pick<Estimate, 'low' | 'high'>): string {
  return estimate.high === undefined
    ? `from ${dollars(estimate.low)}`
    : `${dollars(estimate.low)}–${dollars(estimate.high)}`
}

export type Driver = { label: string; amount: number; href: PagePath }

const middle = (e: Estimate) => (e.high === undefined ? e.low : (e.low + e.high) / 2)

/**
 * The two or three things that move this estimate most: each of the visitor's choices against
 * the estimate without it (the finish against the level below, the region against Westchester,
 * the size against a typical room), largest first.
 */
export function drivers(figures: Figures, input: EstimateInput): Driver[] {
  const now = middle(estimate(figures, input))
  const without = (changed: Partial<EstimateInput>) =>
    Math.abs(now - middle(estimate(figures, { ...input, ...changed })))
  const room = mainRoom(input.project)
  const finishIndex = FINISHES.indexOf(input.finish)
  const candidates: Driver[] = [
    {
      label: `The finish level: ${FINISH_NAMES[input.finish].toLowerCase()}`,
      amount: without({ finish: FINISHES[finishIndex === 0 ? 1 : finishIndex - 1]! }),
      href: paths.service(COST_GUIDE_PAGES[room]),
    },
    {
      label: `Where the house is: ${REGION_NAMES[input.region]}`,
      amount: without({ region: 'westchester' }),
      href: paths.regionHub(input.region),
    },
    {
      label: 'The size of the room',
      amount: without({ size: 'medium' }),
      href: paths.learning('process/costs-budgets'),
    },
    ...CHOICES.filter((choice) => input.choices.includes(choice)).map((choice) => ({
      label: CHOICE_NAMES[choice],
      amount: without({ choices: input.choices.filter((c) => c !== choice) }),
      href: CHOICE_PAGES[choice][room],
    })),
  ]
  return candidates
    .filter((driver) => driver.amount >= 500)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, 3)
}

/** The choices and the range in a few lines, for the request's project details. */
export function requestSummary(input: EstimateInput, result: Estimate, sizeText: string): string {
  const project =
    input.project === 'kitchen'
      ? 'Kitchen'
      : `${PROJECT_NAMES[input.project]} (${BATH_NAMES[input.bath].toLowerCase()})`
  const choices = input.choices.map((c) => CHOICE_NAMES[c].toLowerCase())
  return [
    `From the cost estimator: ${project}, ${sizeText}, ${FINISH_NAMES[input.finish].toLowerCase()} finish, ${REGION_NAMES[input.region]}.`,
    choices.length
      ? `Also: ${choices.join('; ')}.`
      : 'No layout changes, custom cabinetry or walls.',
    `Estimated ${rangeText(result)}, ${result.weeks.low}–${result.weeks.high} weeks on site.`,
  ].join('\n')
}
