/** The business facts in content/business.yaml: checked before any page, bad lines named. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR } from './compile'
import { compileCopy, lineOf } from './content-copy-test-support'

/** The line that says the pages wait for a file every page depends on. */
const NOT_CHECKED = (file: string) => `content/: the pages were not checked: correct ${file} first`

describe('the content compiler', () => {
  it('checks the business facts, naming the line of a bad phone number', () => {
    const facts = readFileSync(join(CONTENT_DIR, 'business.yaml'), 'utf8')
    const { problems } = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), facts.replace(/^phone: .*$/m, 'phone: 555-0142')),
    )
    expect(problems.format()).toBe(
      `${NOT_CHECKED('content/business.yaml')}\ncontent/business.yaml:${lineOf(facts, /^phone:/)}: 'phone' must be a US phone number with 10 digits, such as (914) 555-0142, found "555-0142"`,
    )
  })

  it('takes the licences the owner writes, and names one whose number is not as printed', () => {
    const facts = readFileSync(join(CONTENT_DIR, 'business.yaml'), 'utf8')
    const licences = (number: string) =>
      facts.replace(
        /^licences: \[\]$/m,
        `licences:\n  - name: Westchester County Home Improvement License\n    number: "${number}"`,
      )
    const good = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), licences('WC-12345-H07')),
    )
    expect(good.problems.format()).toBe('')
    expect(good.modules['catalog/business.ts']).toContain('"number": "WC-12345-H07"')
    const bad = compileCopy((dir) =>
      writeFileSync(join(dir, 'business.yaml'), licences('=HYPERLINK(1)')),
    )
    expect(bad.problems.format()).toBe(
      `${NOT_CHECKED('content/business.yaml')}\ncontent/business.yaml:${lineOf(facts, /^licences:/)}: 'licences.0.number' must be the number as printed on the licence: letters, digits, dashes, dots or slashes, such as "WC-12345-H07", found "=HYPERLINK(1)"`,
    )
  })
})
