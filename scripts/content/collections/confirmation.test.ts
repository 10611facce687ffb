import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_DIR } from '../compile'
import { Problems } from '../problems'
import { confirmation } from './confirmation'

const FILE = 'confirmation.yaml'
const original = readFileSync(join(CONTENT_DIR, FILE), 'utf8')

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Compiles confirmation.yaml as `edit` leaves it. */
function compileWith(edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'confirmation-test-'))
  dirs.push(dir)
  writeFileSync(join(dir, FILE), edit(original))
  const problems = new Problems()
  const { modules } = confirmation.compile(dir, problems)
  return { problems: problems.format(), module: modules['mail/confirmation.ts'] }
}

const lineOf = (pattern: RegExp) => original.split('\n').findIndex((line) => pattern.test(line)) + 1

describe('content/confirmation.yaml', () => {
  it('becomes the module the server writes the e-mail from', () => {
    const { problems, module } = compileWith((text) => text)
    expect(problems).toBe('')
    expect(module).toContain('export const confirmationWords: ConfirmationWords')
  })

  it('may leave out how long the first visit takes', () => {
    const { problems, module } = compileWith((text) => text.replace(/^ {2}firstVisit: .*\n/m, ''))
    expect(problems).toBe('')
    expect(module).not.toContain('firstVisit')
  })

  it('names the line and field of a missing subject and of a label written with its colon', () => {
    const { problems, module } = compileWith((text) =>
      text.replace(/^subject: .*\n/m, '').replace(/^ {2}who: .*$/m, '  who: "Who calls you:"'),
    )
    expect(module).toBeUndefined()
    expect(problems.split('\n')).toEqual([
      `content/confirmation.yaml: 'subject' must be text, is missing`,
      // a line up: the subject's line is gone
      `content/confirmation.yaml:${lineOf(/^ {2}who:/) - 1}: 'call.who' must not end with a colon: the e-mail adds it, found "Who calls you:"`,
    ])
  })
})
