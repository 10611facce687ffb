import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { temporaryDatabase } from '../testing/database'

const BODIES = 3000

/** A small seeded PRNG (mulberry32): the same bodies on every run, so a failure reproduces. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '9145550123',
  email: 'ann@example.com',
  fillMs: 10_000,
}

/** Bodies that must never be stored: broken JSON, wrong types, missing fields, junk bytes. */
function malformedBodies(count: number): string[] {
  const next = random(20261121)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const notStrings: unknown[] = [null, true, 0, -1, 1e308, [], {}, [[[[[]]]]], { $gt: '' }]
  const notFillTimes: unknown[] = [null, true, '10000', -1, 1.5, [], {}, 'x'.repeat(300)]
  const textFields = ['firstName', 'lastName', 'phone', 'email'] as const
  const junkValues: unknown[] = [...notStrings, 'x'.repeat(300), '\u0000\uffff\ud800']
  const makers: (() => string)[] = [
    // one field replaced by a value of the wrong kind
    () => JSON.stringify({ ...valid, [pick(textFields)]: pick(notStrings) }),
    () => JSON.stringify({ ...valid, fillMs: pick(notFillTimes) }),
    // a name far over its limit
    () =>
      JSON.stringify({
        ...valid,
        [pick(['firstName', 'lastName'])]: 'x'.repeat(81 + next() * 500),
      }),
    // one required field missing
    () => {
      const body: Record<string, unknown> = { ...valid }
      delete body[pick(textFields)]
      return JSON.stringify(body)
    },
    // a valid body cut short
    () => {
      const text = JSON.stringify(valid)
      return text.slice(0, Math.floor(next() * (text.length - 1)))
    },
    // random bytes
    () =>
      Array.from({ length: 1 + Math.floor(next() * 200) }, () =>
        String.fromCharCode(Math.floor(next() * 0xffff)),
      ).join(''),
    // JSON that is not an object
    () => JSON.stringify(pick(junkValues)),
    // prototype keys and deep nesting
    () =>
      `{"__proto__":{"admin":true},"constructor":{"prototype":{}},"firstName":${pick(['[', '{', '1', '"'])}`,
    () => '['.repeat(5000) + ']'.repeat(5000),
    // a bad e-mail or a short phone in an otherwise good body
    () => JSON.stringify({ ...valid, email: pick(['a@', '@b.c', 'a b@c.d', 'ann@@x.com', '']) }),
    () => JSON.stringify({ ...valid, phone: pick(['555', '', 'call me', '12345-6789']) }),
  ]
  return Array.from({ length: count }, () => pick(makers)())
}

describe(`fuzzing POST /api/contact with ${BODIES} malformed bodies`, () => {
  const database = temporaryDatabase()
  const app = createApp({
    store: database.store,
    contactRateLimit: { max: 100_000, windowMs: 60_000 },
  })
  const server = app.listen(0)
  let base = ''
  beforeAll(() => {
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    database.remove()
  })

  it('answers every one with a 4xx and a message, stores nothing and stays up', async () => {
    const statuses = new Map<number, number>()
    const bodies = malformedBodies(BODIES)
    for (let i = 0; i < bodies.length; i += 50) {
      await Promise.all(
        bodies.slice(i, i + 50).map(async (body) => {
          const res = await fetch(`${base}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          })
          const answer = (await res.json()) as { message?: unknown }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status < 400 || res.status >= 500 || typeof answer.message !== 'string') {
            throw new Error(`${res.status} for body ${body.slice(0, 120)}`)
          }
        }),
      )
    }
    console.info('fuzz statuses:', Object.fromEntries(statuses))
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true)
    const stored = database.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }
    expect(stored.n).toBe(0)
    const alive = await fetch(`${base}/api/towns`)
    expect(alive.status).toBe(200)
  }, 60_000)
})
