/** A copy of content/ that a compiler test changes and compiles, and the article it changes. */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { CONTENT_DIR, compileContent } from './compile'

const copies: string[] = []
// a copy of content/ per test: removing them all takes a while on a busy machine
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000)

/** A temporary copy of content/, changed by `edit`, then compiled. */
export function compileCopy(edit: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'content-test-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, dir, { recursive: true })
  edit(dir)
  return compileContent(dir)
}

/** The blog article the tests change, and its text as content/ holds it. */
export const ARTICLE = 'blog/kitchen-remodel-timeline.md'
export const original = readFileSync(join(CONTENT_DIR, ARTICLE), 'utf8')

/** The number, from 1, of the first line of `text` that matches `pattern`. */
export const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((line) => pattern.test(line)) + 1
