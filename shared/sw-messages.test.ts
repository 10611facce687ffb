import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { outcomeOf } from './sw-messages'

const TOKEN = 'a'.repeat(43)

describe('what became of a kept request', () => {
  it('delivered: its lead, and the token of its booking page', () => {
    const answer = {
      ok: true,
      id: 'lead-1',
      bookingUrl: `https://x.test${paths.booking}/${TOKEN}`,
    } as const
    expect(outcomeOf({ key: 'k1', formId: 'estimate' }, answer)).toEqual({
      key: 'k1',
      formId: 'estimate',
      status: 'delivered',
      leadId: 'lead-1',
      bookingToken: TOKEN,
    })
  })

  it('delivered without a booking page, or with an address that is not one: no token', () => {
    expect(outcomeOf({ key: 'k2' }, { ok: true, id: 'lead-2' })).toEqual({
      key: 'k2',
      status: 'delivered',
      leadId: 'lead-2',
    })
    expect(
      outcomeOf({ key: 'k2' }, { ok: true, id: 'lead-2', bookingUrl: '/book/short' }),
    ).not.toHaveProperty('bookingToken')
  })

  it("refused: in the server's words, or its status when it gave none", () => {
    expect(
      outcomeOf({ key: 'k3', formId: 'modal' }, { ok: false, status: 422, message: 'Bad phone.' }),
    ).toEqual({ key: 'k3', formId: 'modal', status: 'rejected', message: 'Bad phone.' })
    expect(outcomeOf({ key: 'k4' }, { ok: false, status: 413 })).toEqual({
      key: 'k4',
      status: 'rejected',
      message: 'The server answered 413.',
    })
  })
})
