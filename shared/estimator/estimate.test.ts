import { describe, expect, it } from 'vitest'
import { figures } from '../../.content/catalog/figures'
import {
  CHOICES,
  estimate,
  FINISHES,
  regionFactor,
  sizeSquareFeet,
  typicalSquareFeet,
  type EstimateInput,
} from './estimate'
import { priceRange, weekRange } from './figures'

const base: EstimateInput = {
  project: 'kitchen',
  bath: 'hall',
  size: 'medium',
  finish: 'mid-range',
  region: 'westchester',
  choices: [],
}

/** The tiers of the service pages' cost guides, as the specification gives them. */
const SPEC_TIERS = {
  kitchen: [
    [15_000, 30_000],
    [40_000, 70_000],
    [75_000, 120_000],
    [125_000, undefined],
  ],
  bathroom: [
    [10_000, 20_000],
    [25_000, 45_000],
    [50_000, 80_000],
    [85_000, undefined],
  ],
} as const

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
    expect(() => estimate({ ...figures, 'kitchenPage.midRange': undefined! }, base)).toThrow(
      'kitchenPage.midRange',
    )
  })
})

describe('the cost estimator', () => {
  it('takes the typical room from the average cost and the cost per square foot', () => {
    // $67,500 ÷ $225 = 300 sq ft; $37,500 ÷ $325 ≈ 115 sq ft
    expect(typicalSquareFeet(figures, 'kitchen')).toBe(300)
    expect(typicalSquareFeet(figures, 'bathroom')).toBe(115)
    expect(sizeSquareFeet(figures, 'kitchen', 'small')).toBe(150)
    expect(sizeSquareFeet(figures, 'kitchen', 'large')).toBe(450)
  })

  for (const room of ['kitchen', 'bathroom'] as const) {
    FINISHES.forEach((finish, index) => {
      const [low, high] = SPEC_TIERS[room][index]!
      const input = { ...base, project: room, bath: 'hall' as const, finish }
      it(`spans the ${room} ${finish} tier of the cost guide, ${low}–${high ?? 'up'}`, () => {
        const bottom = estimate(figures, { ...input, size: 'small', choices: [] })
        const top = estimate(figures, { ...input, size: 'large', choices: CHOICES })
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
    // medium size scores 0.5, no choices 0: a quarter of the way → $43,750–$58,750
    expect(estimate(figures, base)).toMatchObject({ low: 44_000, high: 59_000 })
    const one = estimate(figures, { ...base, choices: ['layout'] })
    const two = estimate(figures, { ...base, choices: ['layout', 'cabinetry'] })
    expect(one.low).toBeGreaterThan(44_000)
    expect(two.low).toBeGreaterThan(one.low)
    // a choice counts once however often the address repeats it
    expect(estimate(figures, { ...base, choices: ['wall', 'wall'] })).toEqual(
      estimate(figures, { ...base, choices: ['wall'] }),
    )
  })

  it('scales by region: Greenwich from $50,000, Rockland from $35k, Bergen as Westchester', () => {
    expect(regionFactor(figures, 'westchester')).toBe(1)
    expect(regionFactor(figures, 'greenwich')).toBe(1.25)
    expect(regionFactor(figures, 'rockland')).toBe(0.875)
    expect(regionFactor(figures, 'bergen')).toBe(1)
    const bottom = { ...base, size: 'small' as const }
    expect(estimate(figures, { ...bottom, region: 'greenwich' })).toMatchObject({
      low: 50_000,
      high: 69_000, // $55,000 × 1.25 = $68,750
    })
    expect(estimate(figures, { ...bottom, region: 'rockland' })).toMatchObject({
      low: 35_000,
      high: 48_000, // $55,000 × 0.875 = $48,125
    })
  })

  it('takes the weeks of the region, and of the kind of bathroom', () => {
    const weeks = (input: Partial<EstimateInput>) => estimate(figures, { ...base, ...input }).weeks
    expect(weeks({ region: 'westchester' })).toEqual({ low: 6, high: 10 })
    expect(weeks({ region: 'rockland' })).toEqual({ low: 5, high: 9 })
    expect(weeks({ region: 'bergen' })).toEqual({ low: 6, high: 10 })
    expect(weeks({ region: 'greenwich' })).toEqual({ low: 8, high: 12 })
    const bath = { project: 'bathroom' as const }
    expect(weeks({ ...bath, bath: 'powder' })).toEqual({ low: 2, high: 3 })
    expect(weeks({ ...bath, bath: 'primary' })).toEqual({ low: 6, high: 8 })
    expect(weeks({ ...bath, bath: 'hall', region: 'greenwich' })).toEqual({ low: 4, high: 6 })
    expect(weeks({ ...bath, bath: 'hall', region: 'bergen' })).toEqual({ low: 3, high: 5 })
    expect(weeks({ project: 'kitchen-bath', region: 'rockland' })).toEqual({ low: 5, high: 9 })
  })

  it('adds a kitchen and a bathroom built together, and names both tiers', () => {
    const both = estimate(figures, { ...base, project: 'kitchen-bath' })
    const kitchen = estimate(figures, base)
    const bathroom = estimate(figures, { ...base, project: 'bathroom' })
    // each is rounded to $500 on its own
    expect(Math.abs(both.low - (kitchen.low + bathroom.low))).toBeLessThanOrEqual(500)
    expect(both.tiers).toEqual(['Mid-Range Remodel', 'Full Hall Bath'])
  })

  it('takes a size in square feet, a room past one and a half times typical as large', () => {
    expect(estimate(figures, { ...base, size: 300 })).toEqual(estimate(figures, base))
    expect(estimate(figures, { ...base, size: 900 })).toEqual(
      estimate(figures, { ...base, size: 'large' }),
    )
  })
})
