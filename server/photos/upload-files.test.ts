import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sweepUploads, uploadsDir } from './upload-files'

const dataDir = mkdtempSync(join(tmpdir(), 'upload-files-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('uploads left by a request that never finished', () => {
  it('are swept once no request can still be reading them, and nothing else is', () => {
    const dir = uploadsDir(dataDir)
    mkdirSync(dir, { recursive: true })
    const left = join(dir, '33333333-3333-4333-8333-333333333333.part')
    const other = join(dir, 'notes.txt')
    writeFileSync(left, 'half a photo')
    writeFileSync(other, 'not ours')
    expect(sweepUploads(dataDir)).toBe(0) // still recent: its request may be reading it
    expect(sweepUploads(dataDir, 0, Date.now() + 1000)).toBe(1)
    expect(existsSync(left)).toBe(false)
    expect(existsSync(other)).toBe(true)
  })

  it('are no error when the folder was never made', () => {
    expect(sweepUploads(join(dataDir, 'none'))).toBe(0)
  })
})
