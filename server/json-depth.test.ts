import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-depth'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 3)).toBe(false)
    expect(nestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 2)).toBe(true)
    expect(nestsDeeperThan(bytes('{"a":"[[[[[[\\"[[[["}'), 1)).toBe(false)
  })

  it('stops at once on a body nested thousands of levels deep', () => {
    expect(nestsDeeperThan(bytes(`{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`), 8)).toBe(true)
  })
})
