import { describe, expect, it } from 'vitest'
import { duration, timeSince } from './time-since'

const now = Date.parse('2026-11-26T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('the desk’s times', () => {
  it('say how long a lead has waited in words a phone screen has room for', () => {
    expect(timeSince(ago(20_000), now)).toBe('just now')
    expect(timeSince(ago(12 * 60_000), now)).toBe('12 min ago')
    expect(timeSince(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago')
    expect(timeSince(ago(26 * 3_600_000), now)).toBe('1 day ago')
    expect(timeSince(ago(-5000), now)).toBe('just now')
  })

  it('say a response time to the minute under a day', () => {
    expect(duration(0.4)).toBe('under a minute')
    expect(duration(25)).toBe('25 min')
    expect(duration(190)).toBe('3 h 10 min')
    expect(duration(120)).toBe('2 h')
    expect(duration(3 * 24 * 60)).toBe('3 days')
  })
})
