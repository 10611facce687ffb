import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { figuresSchema } from '../content/collections/figures'
import { figureFields } from './figure-fields'

describe('the editor’s price figures', () => {
  it('take a figure exactly when the build does, and name it as pages quote it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'figure-fields-'))
    writeFileSync(join(dir, 'figures.yaml'), 'guide:\n  kitchen:\n    full: 6–10 weeks\n')
    const [guide] = figureFields(dir)
    rmSync(dir, { recursive: true })
    const full = guide!.fields![0]!.fields![0]!
    expect(full.hint).toBe('Pages quote it as {{guide.kitchen.full}}.')
    const [pattern] = full.pattern!
    const values = ['3–5 days', '6–10 weeks', '', 'x'.repeat(40), 'x'.repeat(41), '{{a.b}}', 'a\nb']
    for (const value of values) {
      const build = figuresSchema.safeParse({ guide: { full: value } }).success
      expect(new RegExp(pattern).test(value), JSON.stringify(value)).toBe(build)
    }
  })
})
