/**
 * The desk's visits through the real app and SQLite: a visit booked from a request's private
 * link shows in the agenda and on the request's card; confirming, moving and cancelling it tell
 * the homeowner (an outbox row) and the audit log.
 */
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { REASON_MAX, type AgendaAnswer, type VisitAnswer } from '../../shared/booking-desk-api'
import type { LeadsAnswer } from '../../shared/owner-api'
import { requestReference } from '../../shared/request-reference'
import { lead as sentLead } from '../testing/contact'
import {
  bookedVisit,
  clock,
  dateOf,
  freeTimes,
  kind,
  TODAY,
  toldHomeowner,
} from '../testing/desk-booking'
import { ownerSetup } from '../testing/owner-desk'

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
