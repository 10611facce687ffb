import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml'
import { COST_GUIDE_PAGES, tierFigure } from '../../shared/estimator/tiers'
import { CONTENT_DIR, compileContent } from './compile'
import { estimatorTiersModule } from './estimator-tiers'
import { Problems } from './problems'

const copies: string[] = []
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000)

const FILE = `services/${COST_GUIDE_PAGES.kitchen}.yaml`
const FIGURE = tierFigure('kitchen', 'mid-range')

/** The kitchens page with its mid-range tier (the one priced {{FIGURE}}) changed by `edit`. */
function withMidRangeTier(edit: (tiers: ReturnType<typeof tierList>, index: number) => void) {
  const doc = parseDocument(readFileSync(join(CONTENT_DIR, FILE), 'utf8'))
  const tiers = tierList(doc)
  const index = tiers.items.findIndex(
    (tier) => isMap(tier) && tier.get('range') === `{{${FIGURE}}}`,
  )
  expect(index).toBeGreaterThanOrEqual(0)
  edit(tiers, index)
  return doc.toString()
}

function tierList(doc: ReturnType<typeof parseDocument>) {
  const tiers = doc.getIn(['costGuide', 'tiers'])
  if (!isSeq(tiers)) throw new Error(`${FILE} has no costGuide.tiers list`)
  return tiers
}

/** content/ copied with the kitchens page replaced, then compiled. */
function compileWith(kitchens: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tiers-test-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  writeFileSync(join(dir, FILE), kitchens)
  return compileContent(dir)
}

describe('the cost estimator’s tier names', () => {
  it('follow a tier renamed in the service page’s cost guide', () => {
    const renamed = withMidRangeTier((tiers, index) =>
      tiers.setIn([index, 'name'], 'The Middle Road'),
    )
    const { problems, modules } = compileWith(renamed)
    expect(problems.format()).toBe('')
    expect(modules['catalog/estimator-tiers.ts']).toMatch(/"mid-range": "The Middle Road"/)
  })

  it('stop the build when the tier a finish level needs is gone, saying what to add', () => {
    const removed = withMidRangeTier((tiers, index) => tiers.delete(index))
    const { problems, modules } = compileWith(removed)
    // the line where the list of tiers starts
    const counter = new LineCounter()
    const tiers = tierList(parseDocument(removed, { lineCounter: counter }))
    const line = counter.linePos(tiers.range![0]).line
    expect(problems.format()).toBe(
      `content/${FILE}:${line}: 'costGuide.tiers' has no tier priced {{${FIGURE}}}, which the cost estimator shows for a mid-range kitchen: add a tier with range "{{${FIGURE}}}" and its name`,
    )
    expect(modules['catalog/estimator-tiers.ts']).toBeUndefined()
  })

  it('name the service page the estimator needs when it is not there', () => {
    const problems = new Problems()
    expect(estimatorTiersModule([], problems)).toBeUndefined()
    expect(problems.format()).toBe(
      [
        `content/services/${COST_GUIDE_PAGES.bathroom}.yaml: the file is missing, and the cost estimator names its bathroom tiers after this page's cost guide: put it back`,
        `content/services/${COST_GUIDE_PAGES.kitchen}.yaml: the file is missing, and the cost estimator names its kitchen tiers after this page's cost guide: put it back`,
      ].join('\n'),
    )
  })
})
