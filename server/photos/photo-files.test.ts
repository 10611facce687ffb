import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { leadPhotoDir, sweepOrphanPhotos, writeLeadPhotos } from './photo-files'

const dataDir = mkdtempSync(join(tmpdir(), 'photo-files-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const photo = (text: string) => ({ bytes: Buffer.from(text), width: 10, height: 8 })
const KEPT = '11111111-1111-4111-8111-111111111111'
const ORPHAN = '22222222-2222-4222-8222-222222222222'

describe('photo files', () => {
  it('are written under the lead id, named by us, in the order they were sent', () => {
    const files = writeLeadPhotos(dataDir, KEPT, [photo('first'), photo('second')])
    expect(files.map((f) => f.file)).toEqual(['1.jpg', '2.jpg'])
    expect(readFileSync(join(leadPhotoDir(dataDir, KEPT), '2.jpg'), 'utf8')).toBe('second')
  })

  it('never take a path from outside: a lead id is a UUID or nothing', () => {
    expect(() => leadPhotoDir(dataDir, '../../etc')).toThrow('not a lead id')
  })

  it('of a lead that was never committed are swept once no request can still be writing them', () => {
    writeLeadPhotos(dataDir, ORPHAN, [photo('left behind')])
    const hasLead = (id: string) => id === KEPT
    expect(sweepOrphanPhotos(dataDir, hasLead)).toEqual([]) // still recent
    expect(sweepOrphanPhotos(dataDir, hasLead, 0, Date.now() + 1000)).toEqual([ORPHAN])
    expect(existsSync(leadPhotoDir(dataDir, ORPHAN))).toBe(false)
    expect(existsSync(leadPhotoDir(dataDir, KEPT))).toBe(true)
  })
})
