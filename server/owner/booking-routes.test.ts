/**
 * The desk's booking API through the real app and SQLite: a visit booked from a request's private
 * link shows in the agenda; confirming, moving and cancelling it tell the homeowner (an outbox
 * row) and the audit log; blocked times leave the free times; the calendar feed's address works
 * until it is replaced. Kinds come from the owner's rules, never typed here.
 */
import request from 'supertest'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { bookingRules } from '../../.content/booking'
import { BOOKING_TIME_ZONE } from '../../shared/booking-rules'
import {
  REASON_MAX,
  type AgendaAnswer,
  type BlocksAnswer,
  type DeskBlock,
  type VisitAnswer,
} from '../../shared/booking-desk-api'
import type { LeadsAnswer } from '../../shared/owner-api'
import { bookingTokenOf, requestReference } from '../../shared/request-reference'
import { testClock } from '../booking/booking-test-support'
import { instantOfTime } from '../booking/local-time'
import type { Slot } from '../booking/slots'
import { lead as sentLead } from '../routes/contact-test-support'
import { ownerSetup } from './owner-test-support'

// Wednesday 2 December 2026, 10:00 in New York
const clock = testClock('2026-12-02T15:00:00Z')
const TODAY = '2026-12-02'
const kind = bookingRules.kinds[0]!

type Desk = ReturnType<typeof ownerSetup>

/** A lead sent through the public form, booked at its kind's first free time (or `pick`). */
async function bookedVisit(
  desk: Desk,
  fields: Partial<typeof sentLead> = {},
  pick = (slots: Slot[]) => slots[0]!,
) {
  const sent = await request(desk.app)
    .post('/api/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ ...sentLead, ...fields })
    .expect(201)
  const leadId = sent.body.id as string
  const token = bookingTokenOf(sent.body.bookingUrl as string)!
  const slot = pick(await freeTimes(desk))
  const booked = await request(desk.app)
    .post('/api/bookings')
    .send({ token, kind: kind.id, start: slot.start })
    .expect(201)
  return { leadId, bookingId: booked.body.id as string, slot }
}

async function freeTimes(desk: Desk): Promise<Slot[]> {
  const res = await request(desk.app).get(`/api/bookings/slots?kind=${kind.id}`).expect(200)
  const slots = res.body.slots as Slot[]
  expect(slots.length).toBeGreaterThan(1)
  return slots
}

/** The homeowner's e-mails of a visit waiting in the outbox: each change and its reason. */
const toldHomeowner = (desk: Desk, bookingId: string) =>
  desk.db
    .prepare(
      `SELECT c.action, c.reason FROM outbox o JOIN booking_changes c ON c.id = o.booking_change_id
       WHERE o.kind = 'booking-mail' AND c.booking_id = ? ORDER BY o.id`,
    )
    .all(bookingId)

/** The New York date of a zoned ISO time: 2026-12-03T09:00:00-05:00 → 2026-12-03. */
const dateOf = (zoned: string) => zoned.slice(0, 10)

describe('the agenda and changes to a visit', () => {
  const desk = ownerSetup({ now: clock.now })

  it('lists a booked visit with the request’s name, phone and reference', async () => {
    const { session } = await desk.join('Maria')
    const { leadId, bookingId, slot } = await bookedVisit(desk, { firstName: 'Agnes' })
    const day = await desk
      .call('get', `/agenda?from=${dateOf(slot.start)}&days=1`, { session })
      .expect(200)
    expect(day.headers['cache-control']).toBe('no-store')
    const answer = day.body as AgendaAnswer
    expect(answer).toMatchObject({ today: TODAY, from: dateOf(slot.start), days: 1 })
    expect(answer.visits.find((v) => v.booking.id === bookingId)).toMatchObject({
      booking: {
        kind: { id: kind.id, name: kind.name },
        start: slot.start,
        end: slot.end,
        status: 'booked',
      },
      lead: {
        id: leadId,
        reference: requestReference(leadId),
        firstName: 'Agnes',
        phone: sentLead.phone,
      },
    })
    // the request's card in the inbox says its visit too
    const inbox = (await desk.call('get', '/leads', { session }).expect(200)).body as LeadsAnswer
    expect(inbox.leads.find((lead) => lead.id === leadId)?.visit).toEqual({
      kind: kind.name,
      start: slot.start,
      status: 'booked',
    })
    const week = (await desk.call('get', '/agenda', { session }).expect(200)).body as AgendaAnswer
    expect(week).toMatchObject({ today: TODAY, from: TODAY, days: 7 })
    const dayBefore = Temporal.PlainDate.from(dateOf(slot.start)).subtract({ days: 1 })
    const empty = await desk
      .call('get', `/agenda?from=${dayBefore.toString()}&days=1`, { session })
      .expect(200)
    expect((empty.body as AgendaAnswer).visits.map((v) => v.booking.id)).not.toContain(bookingId)
    await desk.call('get', '/agenda?days=63', { session }).expect(400)
    await desk.call('get', '/agenda?from=2026-02-30', { session }).expect(400)
  })

  it('confirms, moves and cancels: each tells the homeowner and is audited', async () => {
    const { session, member } = await desk.join('Luis')
    const { leadId, bookingId } = await bookedVisit(desk)
    const audited = (action: string) =>
      desk.count(
        'audit_log',
        'member_id = ? AND action = ? AND lead_id = ?',
        member.id,
        action,
        leadId,
      )

    const confirmed = await desk
      .call('post', `/bookings/${bookingId}/confirm`, { session, body: {} })
      .expect(200)
    expect((confirmed.body as VisitAnswer).visit.booking.status).toBe('confirmed')
    expect(audited('booking-confirmed')).toBe(1)

    // another free time, given as the desk's form makes it: a New York date and time of day
    const [, target] = await freeTimes(desk)
    // as the desk's form sends it: the New York date and time of day
    const start = `${dateOf(target!.start)}T${target!.start.slice(11, 16)}`
    const moved = await desk
      .call('post', `/bookings/${bookingId}/move`, {
        session,
        body: { start, reason: 'Our van is in the shop that morning' },
      })
      .expect(200)
    expect((moved.body as VisitAnswer).visit.booking).toMatchObject({
      start: target!.start,
      status: 'confirmed',
    })
    expect(audited('booking-moved')).toBe(1)

    const cancelled = await desk
      .call('post', `/bookings/${bookingId}/cancel`, {
        session,
        body: { reason: 'You asked us to call back in spring' },
      })
      .expect(200)
    expect((cancelled.body as VisitAnswer).visit.booking.status).toBe('cancelled')
    expect(audited('booking-cancelled')).toBe(1)

    expect(toldHomeowner(desk, bookingId)).toEqual([
      { action: 'booked', reason: null },
      { action: 'confirmed', reason: null },
      { action: 'moved', reason: 'Our van is in the shop that morning' },
      { action: 'cancelled', reason: 'You asked us to call back in spring' },
    ])

    const agenda = await desk
      .call('get', `/agenda?from=${dateOf(target!.start)}&days=1`, { session })
      .expect(200)
    const { visits, cancelled: gone } = agenda.body as AgendaAnswer
    expect(visits.map((v) => v.booking.id)).not.toContain(bookingId)
    expect(gone.find((v) => v.booking.id === bookingId)).toMatchObject({
      reason: 'You asked us to call back in spring',
      lead: { id: leadId },
    })

    // a cancelled visit changes no more, and the homeowner is told nothing more
    for (const [action, body] of [
      ['confirm', {}],
      ['cancel', { reason: 'Again' }],
      ['move', { start: target!.start, reason: 'Again' }],
    ] as const) {
      const again = await desk
        .call('post', `/bookings/${bookingId}/${action}`, { session, body })
        .expect(409)
      expect(again.body.message).toMatch(/cancelled/)
    }
    expect(toldHomeowner(desk, bookingId)).toHaveLength(4)
  })

  it('refuses a move over another visit with the service’s words, and asks for a reason', async () => {
    const { session } = await desk.join('Rosa')
    const first = await bookedVisit(desk)
    const second = await bookedVisit(desk)
    const over = await desk
      .call('post', `/bookings/${first.bookingId}/move`, {
        session,
        body: { start: second.slot.start, reason: 'Swap' },
      })
      .expect(409)
    expect(over.body.message).toMatch(/another visit/i)

    const path = `/bookings/${first.bookingId}`
    const noReason = await desk.call('post', `${path}/cancel`, { session, body: {} }).expect(400)
    expect(noReason.body.message).toMatch(/reason/)
    await desk
      .call('post', `${path}/cancel`, { session, body: { reason: 'x'.repeat(REASON_MAX + 1) } })
      .expect(400)
    await desk
      .call('post', `${path}/move`, { session, body: { start: '2026-12-10 09:00', reason: 'r' } })
      .expect(400)
    await desk
      .call('post', `${path}/move`, {
        session,
        body: { start: '2026-12-01T09:00:00-05:00', reason: 'The past' },
      })
      .expect(400)
    for (const action of ['confirm', 'move', 'cancel']) {
      await desk
        .call('post', `/bookings/00000000-0000-4000-8000-000000000000/${action}`, {
          session,
          body: { start: second.slot.start, reason: 'r' },
        })
        .expect(404)
    }
    expect(toldHomeowner(desk, first.bookingId)).toEqual([{ action: 'booked', reason: null }])
  })

  it('answers nobody without a session, and changes nothing from another site', async () => {
    const { session } = await desk.join('Ines')
    const { bookingId } = await bookedVisit(desk)
    await desk.call('get', '/agenda').expect(401)
    await desk.call('get', '/blocks').expect(401)
    await desk.call('get', '/calendar').expect(401)
    await desk.call('post', `/bookings/${bookingId}/confirm`, { body: {} }).expect(401)
    const foreign = await desk.call('post', `/bookings/${bookingId}/cancel`, {
      session,
      body: { reason: 'Not us' },
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    await desk
      .call('post', '/calendar/revoke', { session, headers: { Origin: 'https://evil.example' } })
      .expect(403)
    expect(toldHomeowner(desk, bookingId)).toEqual([{ action: 'booked', reason: null }])
  })
})

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

describe('a New York wall time, as the desk’s forms send it', () => {
  // around both clock changes of a year, and the hour each skips or runs twice
  const dates = ['2027-03-13', '2027-03-14', '2027-03-15', '2027-11-06', '2027-11-07', '2027-07-04']
  const times = ['00:00', '01:30', '02:00', '02:30', '03:00', '09:15', '23:45']
  const offset = (at: Date) =>
    Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(BOOKING_TIME_ZONE)
      .offset

  it.each(dates.flatMap((date) => times.map((time) => [date, time] as const)))(
    '%s %s reads back as that wall time, or the hour after one the clock skips',
    (date, time) => {
      const at = instantOfTime(`${date}T${time}`)
      const wall = Temporal.Instant.fromEpochMilliseconds(at.getTime())
        .toZonedDateTimeISO(BOOKING_TIME_ZONE)
        .toPlainDateTime()
      const skipped = date === '2027-03-14' && time.startsWith('02:')
      const expected = Temporal.PlainDateTime.from(`${date}T${time}`).add({
        hours: skipped ? 1 : 0,
      })
      expect(wall.toString()).toBe(expected.toString())
      // a doubled hour is the first of the two: daylight time still
      if (date === '2027-11-07' && time === '01:30') expect(offset(at)).toBe('-04:00')
    },
  )
})
