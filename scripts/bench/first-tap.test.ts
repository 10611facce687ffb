import { describe, expect, it } from 'vitest'
import { firstTapTargets, momentText, spread, TAP_AFTER_LOAD_MS } from './first-tap'

describe('the first-tap figures', () => {
  it('gives the median, the lowest and the highest run', () => {
    expect(spread([140, 90, 120])).toEqual({ median: 120, min: 90, max: 140 })
    expect(spread([100, 80])).toEqual({ median: 90, min: 80, max: 100 })
    expect(spread([42])).toEqual({ median: 42, min: 42, max: 42 })
    expect(() => spread([])).toThrow(/no runs/)
  })

  it('names the moment of a tap', () => {
    expect(momentText('network-quiet')).toBe('network quiet')
    expect(momentText({ afterLoadMs: 300 })).toBe('300 ms after load')
    expect(momentText({ afterLoadMs: 1500 })).toBe('1.5 s after load')
  })
})

describe('the first-tap targets', () => {
  const labels = ['home', 'service', 'region-hub', 'town', 'article', 'learning', 'contact']
  const paths = Object.fromEntries(
    [...labels, 'cost-estimator', 'search', 'case-study'].map((label) => [label, `/${label}`]),
  )
  const moments = (label: string) =>
    firstTapTargets(paths)
      .filter((target) => target.label === label)
      .map((target) => momentText(target.moment))

  it('taps the menu, the dialog, the first field and an estimator option at every moment', () => {
    const every = [
      'network quiet',
      ...TAP_AFTER_LOAD_MS.map((afterLoadMs) => momentText({ afterLoadMs })),
    ]
    expect(TAP_AFTER_LOAD_MS).toEqual([300, 1000, 1500])
    for (const label of [...labels, 'cost-estimator']) expect(moments(label), label).toEqual(every)
  })

  it('taps search and the slider once the network is quiet', () => {
    expect(moments('search')).toEqual(['network quiet'])
    expect(moments('case-study')).toEqual(['network quiet'])
  })
})
