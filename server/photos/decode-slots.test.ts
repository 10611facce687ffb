import { describe, expect, it } from 'vitest'
import { decodeSlots } from './decode-slots'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('decode slots', () => {
  it('run at most so many tasks at once, in the order they came, failures included', async () => {
    const inSlot = decodeSlots(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) =>
      inSlot(async () => {
        running++
        most = Math.max(most, running)
        await tick()
        order.push(i)
        running--
        if (i === 1) throw new Error('unreadable')
        return i
      })
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task))
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
  })
})
