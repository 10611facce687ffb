import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDatabase } from '../testing/database'
import { NOTES_MAX_CHARS } from '../../shared/owner-api'
import { inbox } from './inbox'

const database = temporaryDatabase()
afterAll(() => database.remove())
const desk = inbox(database.db)

const lead = (firstName: string, projectDetails = 'Galley kitchen, open the wall.') => ({
  firstName,
  lastName: 'Lopez',
  phone: '(914) 555-0199',
  email: `${firstName.toLowerCase()}@example.net`,
  serviceType: 'kitchen' as const,
  projectDetails,
})

/** Stores a lead and backdates it, so the order and the times are the test's. */
function stored(firstName: string, createdAt: string, details?: string): string {
  const outcome = database.store.save(lead(firstName, details), undefined, firstName)
  if (outcome.kind !== 'stored') throw new Error(outcome.kind)
  const id = outcome.response.id
  database.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(createdAt, id)
  return id
}

const ann = stored('Ann', '2026-11-20T09:00:00.000Z', 'Bath with 50% off_tile')
const bob = stored('Bob', '2026-11-21T09:00:00.000Z')
const cy = stored('Cy', '2026-11-22T09:00:00.000Z')

describe('the inbox', () => {
  it('lists the leads newest first, each New with its reference', () => {
    const listed = desk.list()
    expect(listed.map((l) => l.id)).toEqual([cy, bob, ann])
    expect(listed[0]).toMatchObject({ status: 'new', notes: '', photos: 0, firstContactAt: null })
    expect(listed[0]!.reference).toBe(cy.slice(0, 8).toUpperCase())
    expect(desk.newCount()).toBe(3)
  })

  it('finds a lead by a word, its reference or a state, taking % and _ as they are', () => {
    expect(desk.list({ words: 'bob@' }).map((l) => l.id)).toEqual([bob])
    expect(desk.list({ words: ann.slice(0, 8).toUpperCase() }).map((l) => l.id)).toEqual([ann])
    expect(desk.list({ words: '50% off_t' }).map((l) => l.id)).toEqual([ann])
    expect(desk.list({ words: '%' }).map((l) => l.id)).toEqual([ann])
    expect(desk.list({ before: '2026-11-22T00:00:00.000Z' }).map((l) => l.id)).toEqual([bob, ann])
  })

  it('keeps the first move out of New as the time of first contact', () => {
    expect(desk.setStatus(bob, 'contacted', new Date('2026-11-21T09:30:00.000Z'))).toBe(true)
    expect(desk.setStatus(bob, 'visit-booked', new Date('2026-11-22T10:00:00.000Z'))).toBe(true)
    expect(desk.setStatus(bob, 'new', new Date('2026-11-23T10:00:00.000Z'))).toBe(true)
    expect(desk.byId(bob)).toMatchObject({
      status: 'new',
      firstContactAt: '2026-11-21T09:30:00.000Z',
    })
    expect(desk.list({ status: 'new' }).map((l) => l.id)).toEqual([cy, bob, ann])
    expect(desk.setStatus('no-such-lead', 'won')).toBe(false)
  })

  it('gives the median time to first contact over the last 30 days', () => {
    desk.setStatus(ann, 'contacted', new Date('2026-11-20T11:00:00.000Z')) // 120 min
    desk.setStatus(cy, 'won', new Date('2026-11-22T09:10:00.000Z')) // 10 min
    const now = new Date('2026-11-26T00:00:00.000Z')
    expect(desk.firstContact(now)).toEqual({ medianMinutes: 30, leads: 3 })
    expect(desk.firstContact(now, 5)).toEqual({ medianMinutes: 20, leads: 2 })
    expect(desk.firstContact(new Date('2027-06-01T00:00:00.000Z'))).toEqual({
      medianMinutes: undefined,
      leads: 0,
    })
  })

  it('keeps notes as lines, without hidden characters, within the limit', () => {
    expect(desk.setNotes(cy, 'Called\r\nback Tue\u202e 3pm\u0007')).toBe(true)
    expect(desk.byId(cy)!.notes).toBe('Called\nback Tue 3pm')
    desk.setNotes(cy, 'x'.repeat(NOTES_MAX_CHARS + 10))
    expect(desk.byId(cy)!.notes).toHaveLength(NOTES_MAX_CHARS)
  })
})
