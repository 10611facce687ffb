/**
 * The estimator's choices in its address (/cost-estimator?project=kitchen&size=large...), so a
 * result can be bookmarked, shared or printed. Anything the address holds that is not one of the
 * choices is ignored: the estimator falls back to its default for that choice.
 */
import {
  BATHS,
  CHOICES,
  FINISHES,
  PROJECTS,
  REGIONS,
  SIZES,
  type Choice,
  type EstimateInput,
} from './estimate'

export const DEFAULT_INPUT: EstimateInput = {
  project: 'kitchen',
  bath: 'hall',
  size: 'medium',
  finish: 'mid-range',
  region: 'westchester',
  choices: [],
}

/** The largest room the estimator takes in square feet: past it, a number is a typo. */
const MAX_SQUARE_FEET = 5000

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback
}

/** The choices an address holds, each checked. */
export function inputFromQuery(search: string): EstimateInput {
  const query = new URLSearchParams(search)
  const feet = Number(query.get('sqft'))
  const size =
    Number.isInteger(feet) && feet > 0 && feet <= MAX_SQUARE_FEET
      ? feet
      : oneOf(SIZES, query.get('size'), DEFAULT_INPUT.size as (typeof SIZES)[number])
  const choices = (query.get('choices') ?? '')
    .split(',')
    .filter((choice): choice is Choice => CHOICES.includes(choice as Choice))
  return {
    project: oneOf(PROJECTS, query.get('project'), DEFAULT_INPUT.project),
    bath: oneOf(BATHS, query.get('bath'), DEFAULT_INPUT.bath),
    size,
    finish: oneOf(FINISHES, query.get('finish'), DEFAULT_INPUT.finish),
    region: oneOf(REGIONS, query.get('region'), DEFAULT_INPUT.region),
    choices: [...new Set(choices)],
  }
}

/** The address of a set of choices (without the path). */
export function queryFromInput(input: EstimateInput): string {
  const query = new URLSearchParams({ project: input.project })
  if (input.project !== 'kitchen') query.set('bath', input.bath)
  if (typeof input.size === 'number') query.set('sqft', String(input.size))
  else query.set('size', input.size)
  query.set('finish', input.finish)
  query.set('region', input.region)
  if (input.choices.length) query.set('choices', input.choices.join(','))
  return `?${query}`
}
