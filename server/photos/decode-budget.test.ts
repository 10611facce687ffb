import { describe, expect, it } from 'vitest'
import { decodeBudget } from './decode-budget'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Runs tasks of these weights through one budget: the most weight seen at once, and the order. */
async function run(budget: number, weights: number[], failing = -1) {
  const within = decodeBudget(budget)
  let load = 0
  let most = 0
  const order: number[] = []
  const results = await Promise.allSettled(
    weights.map((weight, i) =>
      within(weight, async () => {
        load += Math.min(weight, budget)
        most = Math.max(most, load)
        await tick()
        order.push(i)
        load -= Math.min(weight, budget)
        if (i === failing) throw new Error('unreadable')
        return i
      }),
    ),
  )
  return { most, order, results: results.map((r) => r.status) }
}

describe('the decode budget', () => {
  it('runs tasks together while their weights fit, in the order they came, failures included', async () => {
    const { most, order, results } = await run(100, [40, 40, 40, 40, 40], 1)
    expect(most).toBe(80)
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(results).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
  })

  it('runs a task heavier than the whole budget alone, and lets none overtake it', async () => {
    const { most, order } = await run(100, [30, 250, 30, 30])
    expect(most).toBe(100)
    expect(order).toEqual([0, 1, 2, 3])
  })
})
