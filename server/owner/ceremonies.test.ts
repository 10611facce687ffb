import { describe, expect, it } from 'vitest'
import { CEREMONY_LIFETIME_MS, ceremonies } from './ceremonies'

describe('the ceremonies under way', () => {
  it('hand out each challenge once, for its own kind of ceremony only', () => {
    const pending = ceremonies()
    const id = pending.start({ kind: 'sign-in', challenge: 'c1' })
    expect(pending.take(id, 'sign-in')).toEqual({
      kind: 'sign-in',
      challenge: 'c1',
      expiresAt: expect.any(Number),
    })
    expect(pending.take(id, 'sign-in')).toBeUndefined()
    const other = pending.start({ kind: 'sign-in', challenge: 'c2' })
    // asked for as the other kind, it is used up all the same
    expect(pending.take(other, 'register')).toBeUndefined()
    expect(pending.take(other, 'sign-in')).toBeUndefined()
  })

  it('forget a challenge after 5 minutes', () => {
    let now = 0
    const pending = ceremonies(() => now)
    const id = pending.start({ kind: 'sign-in', challenge: 'c' })
    now = CEREMONY_LIFETIME_MS
    expect(pending.take(id, 'sign-in')).toBeUndefined()
    const fresh = pending.start({ kind: 'sign-in', challenge: 'c' })
    now += CEREMONY_LIFETIME_MS - 1
    expect(pending.take(fresh, 'sign-in')).toBeDefined()
  })
})
