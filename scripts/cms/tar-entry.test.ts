import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { tarEntry } from './tar-entry'
import { paxData, tarArchive } from './tar-test-support'

// longer than a header's 100-byte name field, so it needs the prefix field or a pax record
const LONG_FOLDER = `package/${'deeply/'.repeat(16)}nested`
const LONG_PATH = `${LONG_FOLDER}/file.js`

describe('reading one file out of a tar archive', () => {
  it('returns exactly the bytes of the named file, not its neighbours', () => {
    // a size that is no multiple of the block size, so the padding must be skipped
    const wanted = randomBytes(1500)
    const archive = tarArchive([
      { name: 'package/', data: '', type: '5' },
      { name: 'package/README.md', data: randomBytes(700) },
      { name: 'package/wanted.bin', data: wanted },
      { name: 'package/after.bin', data: randomBytes(10) },
    ])
    expect(tarEntry(archive, 'package/wanted.bin')).toEqual(wanted)
    expect(tarEntry(archive, 'package/after.bin')).toHaveLength(10)
  })

  it('has nothing for a path the archive lacks, or that names a folder', () => {
    const archive = tarArchive([
      { name: 'package/dist/', data: '', type: '5' },
      { name: 'package/a.js', data: 'a' },
    ])
    expect(tarEntry(archive, 'package/b.js')).toBeUndefined()
    expect(tarEntry(archive, 'package/dist/')).toBeUndefined()
  })

  it('joins the ustar prefix to the name', () => {
    const archive = tarArchive([{ name: 'file.js', prefix: LONG_FOLDER, data: 'long' }])
    expect(tarEntry(archive, LONG_PATH)?.toString()).toBe('long')
  })

  it('takes the path from a pax header or a GNU long name over the truncated one', () => {
    const truncated = LONG_PATH.slice(0, 100)
    for (const extended of [
      { name: 'PaxHeader', type: 'x', data: paxData({ path: LONG_PATH, mtime: '0' }) },
      { name: '././@LongLink', type: 'L', data: `${LONG_PATH}\0` },
    ]) {
      const archive = tarArchive([
        extended,
        { name: truncated, data: 'named by its extended header' },
        { name: truncated, data: 'named by its own header' },
      ])
      expect(tarEntry(archive, LONG_PATH)?.toString(), extended.type).toBe(
        'named by its extended header',
      )
      expect(tarEntry(archive, truncated)?.toString(), extended.type).toBe(
        'named by its own header',
      )
    }
  })

  it('refuses a damaged header or an archive cut short', () => {
    const archive = tarArchive([{ name: 'package/a.js', data: randomBytes(2000) }])
    const damaged = Buffer.from(archive)
    damaged[3] = damaged[3]! ^ 0xff
    expect(() => tarEntry(damaged, 'package/a.js')).toThrow(/damaged/)
    expect(() => tarEntry(archive.subarray(0, 1024), 'package/a.js')).toThrow(/ends inside/)
    // the file is whole, but the end marker never comes
    expect(() => tarEntry(archive.subarray(0, 512 * 5), 'package/b.js')).toThrow(/end marker/)
  })
})
