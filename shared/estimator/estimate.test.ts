import { describe, expect, it } from 'vitest'
import { figures as liveFigures } from '../../.content/catalog/figures'
import { servicePageLoaders } from '../../.content/loaders/service-pages'
import {
  CHOICES,
  estimate,
  FINISHES,
  regionFactor,
  sizeSquareFeet,
  TIER_NAMES,
  typicalSquareFeet,
  type EstimateInput,
} from './estimate'
import { priceRange, weekRange } from './figures'
import { COST_GUIDE_PAGES, pageFigures, ROOMS, tierFigure, type Room } from './tiers'

const base: EstimateInput = {
  project: 'kitchen',
  bath: 'hall',
  size: 'medium',
  finish: 'mid-range',
  region: 'westchester',
  choices: [],
}

/** The fixture's tiers in thousands, finish by finish; the top one open-ended. */
const TIERS: Record<Room, readonly (readonly [number, number?])[]> = {
  kitchen: [[10, 20], [30, 50], [60, 100], [120]],
  bathroom: [[8, 12], [20, 40], [50, 70], [80]],
}

/** A tier as the figures write it: $30k–50k, or $120k+. */
const written = ([low, high]: readonly [number, number?]) =>
  high === undefined ? `$${low}k+` : `$${low}k–${high}k`

/**
 * Figures made up for the rules: a typical kitchen of $40,000 ÷ $200 = 200 sq ft, a bathroom of
 * $24,000 ÷ $300 = 80 sq ft; Greenwich's kitchens start at 1.5 times Westchester's, Rockland's
 * at 0.75; Bergen names no kitchen price and no bathroom timeline.
 */
const FIGURES: Record<string, string> = {
  ...Object.fromEntries(
    ROOMS.flatMap((room) =>
      FINISHES.map((finish, index) => [tierFigure(room, finish), written(TIERS[room][index]!)]),
    ),
  ),
  [`${pageFigures('kitchen')}.average`]: '$40,000',
  [`${pageFigures('kitchen')}.perSquareFoot`]: '$200',
  [`${pageFigures('bathroom')}.average`]: '$24,000',
  [`${pageFigures('bathroom')}.perSquareFoot`]: '$300',
  [`${pageFigures('bathroom')}.powderRoomTimeline`]: '1–2 weeks',
  [`${pageFigures('bathroom')}.primaryBathTimeline`]: '5–7 weeks',
  'westchester.kitchen': '$40k–$100k+',
  'westchester.kitchenTimeline': '6–10 weeks',
  'westchester.bathTimeline': '3–5 weeks',
  'rockland.kitchen': '$30k–$90k',
  'rockland.kitchenTimeline': '5–9 weeks',
  'rockland.bathTimeline': '2–4 weeks',
  'bergen.kitchenTimeline': '7–11 weeks',
  'greenwich.kitchen': '$60,000–$150,000+',
  'greenwich.kitchenTimeline': '8–12 weeks',
  'greenwich.bathTimeline': '4–6 weeks',
}

describe('reading the figures', () => {
  it('reads ranges as the site writes them', () => {
    expect(priceRange('$15k–30k')).toEqual({ low: 15_000, high: 30_000 })
    expect(priceRange('$40k–$100k+')).toEqual({ low: 40_000, high: 100_000 })
    expect(priceRange('$50,000–$150,000+')).toEqual({ low: 50_000, high: 150_000 })
    expect(priceRange('$125k+')).toEqual({ low: 125_000 })
    expect(priceRange('$67,500')).toEqual({ low: 67_500 })
    expect(weekRange('6–10 weeks')).toEqual({ low: 6, high: 10 })
  })

  it('names a figure the estimator needs and cannot find', () => {
    const name = tierFigure('kitchen', 'mid-range')
    const { [name]: _gone, ...without } = FIGURES
    expect(() => estimate(without, base)).toThrow(name)
  })
})

describe('the cost estimator', () => {
  it('takes the typical room from the average cost and the cost per square foot', () => {
    expect(typicalSquareFeet(FIGURES, 'kitchen')).toBe(200)
    expect(typicalSquareFeet(FIGURES, 'bathroom')).toBe(80)
    expect(sizeSquareFeet(FIGURES, 'kitchen', 'small')).toBe(100)
    expect(sizeSquareFeet(FIGURES, 'kitchen', 'large')).toBe(300)
  })

  for (const room of ROOMS) {
    FINISHES.forEach((finish, index) => {
      const [lowK, highK] = TIERS[room][index]!
      const low = lowK * 1000
      const high = highK === undefined ? undefined : highK * 1000
      const input = { ...base, project: room, bath: 'hall' as const, finish }
      it(`spans the ${room}'s ${finish} tier: a small room without choices its bottom half, a large one with all its top half`, () => {
        const bottom = estimate(FIGURES, { ...input, size: 'small', choices: [] })
        const top = estimate(FIGURES, { ...input, size: 'large', choices: CHOICES })
        expect(bottom.low).toBe(low)
        if (high === undefined) {
          // the open-ended top tier stays open-ended
          expect(bottom.high).toBeUndefined()
          expect(top.low).toBe(low)
        } else {
          expect(bottom.high).toBe(low + (high - low) / 2)
          expect(top.low).toBe(low + (high - low) / 2)
          expect(top.high).toBe(high)
        }
      })
    })
  }

  it('puts a typical kitchen with no big choices low in its tier, and moves it up with each', () => {
    // medium size scores 0.5, no choices 0: a quarter of the way into $30k–50k
    expect(estimate(FIGURES, base)).toMatchObject({ low: 32_500, high: 42_500 })
    const one = estimate(FIGURES, { ...base, choices: ['layout'] })
    const two = estimate(FIGURES, { ...base, choices: ['layout', 'cabinetry'] })
    expect(one.low).toBeGreaterThan(32_500)
    expect(two.low).toBeGreaterThan(one.low)
    // a choice counts once however often the address repeats it
    expect(estimate(FIGURES, { ...base, choices: ['wall', 'wall'] })).toEqual(
      estimate(FIGURES, { ...base, choices: ['wall'] }),
    )
  })

  it("scales by the region's starting kitchen price against Westchester's", () => {
    expect(regionFactor(FIGURES, 'westchester')).toBe(1)
    expect(regionFactor(FIGURES, 'greenwich')).toBe(1.5)
    expect(regionFactor(FIGURES, 'rockland')).toBe(0.75)
    // a region without a kitchen price of its own is priced as Westchester
    expect(regionFactor(FIGURES, 'bergen')).toBe(1)
    const bottom = { ...base, size: 'small' as const }
    expect(estimate(FIGURES, { ...bottom, region: 'greenwich' })).toMatchObject({
      low: 45_000,
      high: 60_000,
    })
    expect(estimate(FIGURES, { ...bottom, region: 'rockland' })).toMatchObject({
      low: 22_500,
      high: 30_000,
    })
  })

  it('rounds to the nearest $500: an estimate, not a quote', () => {
    const figures = { ...FIGURES, 'rockland.kitchen': '$35k–$90k' } // × 0.875
    // $30,000–40,000 × 0.875 = $26,250–35,000
    expect(estimate(figures, { ...base, size: 'small', region: 'rockland' })).toMatchObject({
      low: 26_500,
      high: 35_000,
    })
  })

  it('takes the weeks of the region, and of the kind of bathroom', () => {
    const weeks = (input: Partial<EstimateInput>) => estimate(FIGURES, { ...base, ...input }).weeks
    expect(weeks({ region: 'westchester' })).toEqual({ low: 6, high: 10 })
    expect(weeks({ region: 'rockland' })).toEqual({ low: 5, high: 9 })
    expect(weeks({ region: 'bergen' })).toEqual({ low: 7, high: 11 })
    expect(weeks({ region: 'greenwich' })).toEqual({ low: 8, high: 12 })
    const bath = { project: 'bathroom' as const }
    expect(weeks({ ...bath, bath: 'powder' })).toEqual({ low: 1, high: 2 })
    expect(weeks({ ...bath, bath: 'primary' })).toEqual({ low: 5, high: 7 })
    expect(weeks({ ...bath, bath: 'hall', region: 'greenwich' })).toEqual({ low: 4, high: 6 })
    // a region without a bathroom timeline of its own takes Westchester's
    expect(weeks({ ...bath, bath: 'hall', region: 'bergen' })).toEqual({ low: 3, high: 5 })
    // a bathroom built alongside a kitchen takes the kitchen's weeks
    expect(weeks({ project: 'kitchen-bath', region: 'rockland' })).toEqual({ low: 5, high: 9 })
  })

  it('adds a kitchen and a bathroom built together, and names both tiers', () => {
    const both = estimate(FIGURES, { ...base, project: 'kitchen-bath' })
    const kitchen = estimate(FIGURES, base)
    const bathroom = estimate(FIGURES, { ...base, project: 'bathroom' })
    // each is rounded to $500 on its own
    expect(Math.abs(both.low - (kitchen.low + bathroom.low))).toBeLessThanOrEqual(500)
    expect(both.tiers).toEqual([TIER_NAMES.kitchen['mid-range'], TIER_NAMES.bathroom['mid-range']])
  })

  it('takes a size in square feet, a room past one and a half times typical as large', () => {
    expect(estimate(FIGURES, { ...base, size: 200 })).toEqual(estimate(FIGURES, base))
    expect(estimate(FIGURES, { ...base, size: 600 })).toEqual(
      estimate(FIGURES, { ...base, size: 'large' }),
    )
  })
})

describe('the estimator on the site', () => {
  for (const room of ROOMS) {
    it(`names and prices each ${room} finish level as the ${COST_GUIDE_PAGES[room]} page's cost guide does`, async () => {
      const page = await servicePageLoaders[COST_GUIDE_PAGES[room]]!()
      for (const finish of FINISHES) {
        const range = liveFigures[tierFigure(room, finish)]!
        const tier = page.costGuide.tiers.find((t) => t.range === range)
        const result = estimate(liveFigures, { ...base, project: room, finish, size: 'small' })
        expect(result.tiers, finish).toEqual([tier?.name])
        expect(result.low, finish).toBe(Math.round(priceRange(range).low / 500) * 500)
      }
    })
  }
})
