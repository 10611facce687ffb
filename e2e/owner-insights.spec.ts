/**
 * "Where requests come from" on the desk, at a phone's 390 px: a server of its own over a known
 * fixture of requests and page views (server/testing/insights.ts), so the figures on
 * screen are exact whatever the other tests send; both periods; nothing scrolls the page
 * sideways; no WCAG 2.2 AA violation.
 */
import { expect, test, type Locator } from '@playwright/test'
import { e2eDataDir, INSIGHTS_PORT } from '../playwright.config'
import { ROOT } from '../server/project-paths'
import { startServerProcess, type ServerProcess } from '../scripts/bench/server-process'
import { openDatabase } from '../server/db/database'
import {
  FIXTURE_PAGES as PAGE,
  FIXTURE_TOWNS as TOWN,
  seedInsightsFixture,
} from '../server/testing/insights'
import { violations } from './axe'
import { invite, joinDesk, passkeyStore } from './owner-desk'
import { join } from 'node:path'

let server: ServerProcess
const site = `http://localhost:${INSIGHTS_PORT}`

test.beforeAll(async () => {
  server = await startServerProcess({
    port: INSIGHTS_PORT,
    script: join(ROOT, 'e2e', 'serve.ts'),
    env: { DATA_DIR: e2eDataDir(INSIGHTS_PORT) },
  })
  const db = openDatabase(e2eDataDir(INSIGHTS_PORT))
  seedInsightsFixture(db, new Date())
  db.close()
})
test.afterAll(() => server?.stop())

/** A table's rows as the owner reads them: each cell's text. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr')
  const texts: string[][] = []
  for (const row of await rows.all()) {
    texts.push((await row.locator('th, td').allInnerTexts()).map((text) => text.trim()))
  }
  return texts
}

test('the desk shows where requests come from, at 390 px, with the fixture’s figures', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const desk = await phone.newPage()
  await passkeyStore(phone, desk)
  await joinDesk(desk, invite('Maria', site, INSIGHTS_PORT), 'Maria')

  const section = desk.getByRole('region', { name: 'Where requests come from' })
  await section.scrollIntoViewIfNeeded()
  const table = (name: string) => section.getByRole('table', { name })
  await expect(section.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // source, requests, answered within the hour, booked, won
  await expect(table('By source')).toBeVisible()
  expect(await rowsOf(table('By source'))).toEqual([
    ['Search', '1', '0', '1', '0'],
    ['Ads', '1', '1', '1', '1'],
    ['Listings', '1', '1', '1', '0'],
    ['Other sites', '1', '0', '0', '0'],
    ['Not known', '1', '1', '0', '0'],
  ])
  expect(await rowsOf(table('By town'))).toEqual(
    [
      [TOWN.a, '2', '0', '1', '0'],
      ['Not known', '2', '2', '1', '1'],
      [TOWN.b, '1', '1', '1', '0'],
    ].sort((a, b) => Number(b[1]) - Number(a[1]) || a[0]!.localeCompare(b[0]!)),
  )
  expect(await rowsOf(table('By service'))).toEqual([
    ['Kitchen Remodeling', '2', '2', '2', '1'],
    ['Not specified', '2', '1', '0', '0'],
    ['Bathroom Remodeling', '1', '0', '1', '0'],
  ])
  // page, views, requests, requests per 100 views
  expect(await rowsOf(table('Pages read most'))).toEqual([
    [PAGE.home, '100', '0', '0'],
    [PAGE.townA, '30', '1', '3.3'],
    [PAGE.service, '25', '1', '4'],
    [PAGE.contact, '8', '2', '25'],
    [PAGE.estimate, '3', '1', '33.3'],
  ])
  const weeks = await rowsOf(table('By week'))
  expect(weeks.reduce((sum, week) => sum + Number(week[2]), 0)).toBe(5)
  expect(weeks.reduce((sum, week) => sum + Number(week[1]), 0)).toBe(166)

  // the page itself never scrolls sideways; a wide table scrolls in its own box
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await violations(desk)).toEqual([])

  await section.getByRole('button', { name: 'Last 90 days' }).click()
  await expect(section.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(table('By source').getByRole('row', { name: /^Ads/ })).toHaveText(/2\s*1\s*2\s*2/)
  expect((await rowsOf(table('Pages read most')))[0]).toEqual([PAGE.home, '300', '0', '0'])
  expect(await violations(desk)).toEqual([])
  await phone.close()
})
