/**
 * The desk's schedule settings through the real app and SQLite: blocked times leave the free
 * times, and the calendar feed's address works until it is replaced.
 */
import request from 'supertest'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import type { BlocksAnswer, DeskBlock } from '../../shared/booking-desk-api'
import { bookedVisit, clock, dateOf, freeTimes } from '../testing/desk-booking'
import { ownerSetup } from '../testing/owner-desk'

describe('blocked times', () => {
  const desk = ownerSetup({ now: clock.now })
  const starts = async () => (await freeTimes(desk)).map((s) => s.start)

  it('takes whole days out of the free times, and gives them back when removed', async () => {
    const { session, member } = await desk.join('Maria')
    const day = dateOf((await freeTimes(desk))[0]!.start)
    const added = await desk
      .call('post', '/blocks', { session, body: { date: day, days: 1, note: 'Trade show' } })
      .expect(201)
    const block = added.body as DeskBlock
    expect(block.start).toMatch(new RegExp(`^${day}T00:00:00-0[45]:00$`))
    expect((await starts()).filter((s) => dateOf(s) === day)).toEqual([])
    const listed = (await desk.call('get', '/blocks', { session }).expect(200)).body as BlocksAnswer
    expect(listed.blocks).toContainEqual(block)
    expect(desk.count('audit_log', 'member_id = ? AND action = ?', member.id, 'blocked-time')).toBe(
      1,
    )

    await desk.call('delete', `/blocks/${block.id}`, { session }).expect(204)
    expect((await starts()).some((s) => dateOf(s) === day)).toBe(true)
    await desk.call('delete', `/blocks/${block.id}`, { session }).expect(404)
    await desk.call('delete', '/blocks/not-a-number', { session }).expect(404)
  })

  it('takes a stretch of time out, and keeps to whole New York days across a clock change', async () => {
    const { session } = await desk.join('Luis')
    const [slot] = await freeTimes(desk)
    await desk
      .call('post', '/blocks', { session, body: { from: slot!.start, to: slot!.end } })
      .expect(201)
    expect(await starts()).not.toContain(slot!.start)

    // the Sunday the clocks go forward is 23 hours long: the block still ends at midnight
    const march = Temporal.PlainDate.from('2027-03-01')
    const change = Array.from({ length: 31 }, (_, i) => march.add({ days: i })).find(
      (d) => d.toZonedDateTime(BOOKING_TIME_ZONE).hoursInDay === 23,
    )!
    const springForward = await desk
      .call('post', '/blocks', { session, body: { date: change.toString(), days: 1 } })
      .expect(201)
    const next = change.add({ days: 1 }).toString()
    expect(springForward.body).toMatchObject({
      start: `${change.toString()}T00:00:00-05:00`,
      end: `${next}T00:00:00-04:00`,
      note: '',
    })
  })

  it('refuses a block that ends before it starts, is too long, or has a long note', async () => {
    const { session } = await desk.join('Rosa')
    const from = '2026-12-10T09:00:00-05:00'
    const refused = async (body: object) =>
      (await desk.call('post', '/blocks', { session, body }).expect(400)).body.message as string
    expect(await refused({ from, to: from })).toMatch(/end after it starts/)
    expect(await refused({ from, to: '2027-01-10T09:00:01-05:00' })).toMatch(/31 days/)
    expect(await refused({ date: '2026-12-10', days: 32 })).toMatch(/days/)
    expect(await refused({ from, to: '2026-12-10T10:00:00-05:00', note: 'n'.repeat(121) })).toMatch(
      /note/,
    )
    expect(await refused({ date: '2026-11-01', days: 1 })).toMatch(/passed/)
  })
})

describe('the calendar feed’s address', () => {
  const desk = ownerSetup({ now: clock.now })

  it('serves the visits at its path until it is replaced', async () => {
    const { session, member } = await desk.join('Maria')
    await bookedVisit(desk, { firstName: 'Philippa', lastName: 'Quennell' })
    const { url } = (await desk.call('get', '/calendar', { session }).expect(200)).body as {
      url: string
    }
    const feed = await request(desk.app).get(new URL(url).pathname).expect(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    // long lines of a calendar file are folded: a line break and a space
    expect(feed.text.replace(/\r\n[ \t]/g, '')).toContain('Philippa Quennell')

    const replaced = await desk.call('post', '/calendar/revoke', { session }).expect(200)
    const next = (replaced.body as { url: string }).url
    expect(next).not.toBe(url)
    await request(desk.app).get(new URL(url).pathname).expect(404)
    await request(desk.app).get(new URL(next).pathname).expect(200)
    const now = (await desk.call('get', '/calendar', { session }).expect(200)).body as {
      url: string
    }
    expect(now.url).toBe(next)
    expect(
      desk.count(
        'audit_log',
        'member_id = ? AND action = ?',
        member.id,
        'replaced-calendar-address',
      ),
    ).toBe(1)
  })
})
