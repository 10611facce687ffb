/**
 * "Where requests come from" through the real app, over a fixture of requests and page views
 * with a fixed clock: every figure of both windows is exact, and only a signed-in person reads
 * them, for 30 or 90 days.
 */
import { describe, expect, it } from 'vitest'
import type { InsightRow, InsightsAnswer } from '../../shared/insights-api'
import {
  FIXTURE_PAGES as PAGE,
  FIXTURE_TOWNS as TOWN,
  seedInsightsFixture,
} from '../testing/insights'
import { ownerSetup } from '../testing/owner-desk'

/** Wednesday 18 March 2026, noon in New York. */
const NOW = new Date('2026-03-18T16:00:00.000Z')

const desk = ownerSetup({ now: () => NOW })
seedInsightsFixture(desk.db, NOW)

const row = (
  key: string,
  label: string,
  [requests, answeredWithinHour, booked, won]: [number, number, number, number],
): InsightRow => ({ key, label, requests, answeredWithinHour, booked, won })

/** The tables' order: most requests first, then by label. */
const ordered = (rows: InsightRow[]) =>
  [...rows].sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label))

async function figures(days: string, session: string): Promise<InsightsAnswer> {
  const res = await desk.call('get', `/insights?days=${days}`, { session }).expect(200)
  expect(res.headers['cache-control']).toBe('no-store')
  return res.body as InsightsAnswer
}

describe('GET /api/owner/insights', () => {
  it('gives the last 30 days’ figures exactly', async () => {
    const { session } = await desk.join('Maria')
    const answer = await figures('30', session)
    expect(answer).toMatchObject({ days: 30, from: '2026-02-17', to: '2026-03-18' })
    expect(answer.bySource).toEqual([
      row('search', 'Search', [1, 0, 1, 0]),
      row('ads', 'Ads', [1, 1, 1, 1]),
      row('listings', 'Listings', [1, 1, 1, 0]),
      row('other-sites', 'Other sites', [1, 0, 0, 0]),
      row('unknown', 'Not known', [1, 1, 0, 0]),
    ])
    expect(answer.byTown).toEqual(
      ordered([
        row(TOWN.a, TOWN.a, [2, 0, 1, 0]),
        row('Not known', 'Not known', [2, 2, 1, 1]),
        row(TOWN.b, TOWN.b, [1, 1, 1, 0]),
      ]),
    )
    expect(answer.byService).toEqual([
      row('Kitchen Remodeling', 'Kitchen Remodeling', [2, 2, 2, 1]),
      row('Not specified', 'Not specified', [2, 1, 0, 0]),
      row('Bathroom Remodeling', 'Bathroom Remodeling', [1, 0, 1, 0]),
    ])
    expect(answer.byPage).toEqual(
      ordered([
        row(PAGE.townA, PAGE.townA, [2, 0, 1, 0]),
        row(PAGE.home, PAGE.home, [1, 1, 1, 0]),
        row(PAGE.service, PAGE.service, [1, 1, 1, 1]),
        row('Not known', 'Not known', [1, 1, 0, 0]),
      ]),
    )
    expect(answer.views).toEqual([
      { path: PAGE.home, views: 100, requests: 0, requestsPer100Views: 0 },
      { path: PAGE.townA, views: 30, requests: 1, requestsPer100Views: 3.3 },
      { path: PAGE.service, views: 25, requests: 1, requestsPer100Views: 4 },
      { path: PAGE.contact, views: 8, requests: 2, requestsPer100Views: 25 },
      { path: PAGE.estimate, views: 3, requests: 1, requestsPer100Views: 33.3 },
    ])
    const week = (w: string, views: number, outcomes: [number, number, number, number]) => {
      const { key: _key, label: _label, ...counts } = row('', '', outcomes)
      return { week: w, views, ...counts }
    }
    expect(answer.byWeek).toEqual([
      week('2026-02-16', 0, [1, 0, 0, 0]),
      week('2026-02-23', 0, [0, 0, 0, 0]),
      week('2026-03-02', 30, [1, 1, 1, 0]),
      week('2026-03-09', 61, [1, 0, 1, 0]),
      week('2026-03-16', 75, [2, 2, 1, 1]),
    ])
  })

  it('gives the last 90 days’ figures, older ones left out', async () => {
    const { session } = await desk.join('Joe')
    const answer = await figures('90', session)
    expect(answer).toMatchObject({ days: 90, from: '2025-12-19', to: '2026-03-18' })
    expect(answer.bySource).toEqual([
      row('search', 'Search', [1, 0, 1, 0]),
      row('ads', 'Ads', [2, 1, 2, 2]),
      row('listings', 'Listings', [1, 1, 1, 0]),
      row('other-sites', 'Other sites', [1, 0, 0, 0]),
      row('unknown', 'Not known', [1, 1, 0, 0]),
    ])
    expect(answer.views[0]).toEqual({
      path: PAGE.home,
      views: 300,
      requests: 0,
      requestsPer100Views: 0,
    })
    expect(answer.byWeek).toHaveLength(14)
    expect(answer.byWeek.reduce((sum, w) => sum + w.requests, 0)).toBe(6)
    expect(answer.byWeek.reduce((sum, w) => sum + w.views, 0)).toBe(366)
  })

  it('refuses another window with a sentence, and anyone not signed in', async () => {
    const { session } = await desk.join('Ann')
    for (const days of ['7', '30.0', '', 'abc']) {
      const res = await desk.call('get', `/insights?days=${days}`, { session }).expect(400)
      expect(res.body.message).toBe('The figures could not be shown: days must be 30 or 90.')
    }
    await desk.call('get', '/insights?days=30').expect(401)
  })
})
