import { describe, expect, it } from 'vitest'
import type { LighthouseRun } from './lighthouse'
import { lcpRatios, medianRound, steadiness } from './rounds'

const run = (lcpMs: number) => ({ lcpMs }) as LighthouseRun

describe('a page’s rounds', () => {
  it('compares each round with the floor of the same round', () => {
    // the floor was slow in round 2: the page's slow round 2 is no worse than its others
    expect(lcpRatios([run(1200), run(1800), run(1210)], [run(1000), run(1500), run(1000)])).toEqual(
      [1.2, 1.2, 1.21],
    )
  })

  it('gives the median and the spread between the highest and the lowest round', () => {
    expect(steadiness([1.84, 1.44, 1.5])).toEqual({ median: 1.5, spread: 1.84 - 1.44 })
    const even = steadiness([1.2, 1.4])
    expect(even.median).toBeCloseTo(1.3)
    expect(even.spread).toBeCloseTo(0.2)
    expect(() => steadiness([])).toThrow(/no rounds/)
  })

  it('stands for the page with the round whose figure is the median', () => {
    const rounds = [run(1), run(2), run(3)]
    expect(medianRound(rounds, [1.9, 1.1, 1.4])).toBe(rounds[2])
    expect(medianRound(rounds.slice(0, 2), [1.9, 1.1])).toBe(rounds[1])
  })
})
