import { describe, expect, it } from 'vitest'
import { DEFAULT_INPUT, inputFromQuery, queryFromInput } from './address'

describe('the estimator’s address', () => {
  it('gives back the choices it was made from', () => {
    const input = {
      project: 'kitchen-bath',
      bath: 'primary',
      size: 220,
      finish: 'upscale',
      region: 'greenwich',
      choices: ['layout', 'wall'],
    } as const
    expect(inputFromQuery(queryFromInput(input))).toEqual(input)
    expect(queryFromInput(DEFAULT_INPUT)).toBe(
      '?project=kitchen&size=medium&finish=mid-range&region=westchester',
    )
  })

  it('falls back to the default for anything it does not know, and never fails', () => {
    expect(inputFromQuery('')).toEqual(DEFAULT_INPUT)
    expect(
      inputFromQuery(
        '?project=garage&size=huge&sqft=-4&finish=%3Cscript%3E&region=mars&choices=wall,wall,pool',
      ),
    ).toEqual({ ...DEFAULT_INPUT, choices: ['wall'] })
    expect(inputFromQuery('?sqft=99999').size).toBe('medium')
    expect(inputFromQuery('?sqft=12.5').size).toBe('medium')
  })
})
