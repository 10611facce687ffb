import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decapScript, decapScriptOrWhy, integrityOf, type DecapRelease } from './decap-release'
import type { FetchTarball } from './npm-pack'
import { tgz } from './tar-test-support'

const script = randomBytes(3000)
const tarball = tgz([
  { name: 'package/package.json', data: '{"name":"decap-cms"}' },
  { name: 'package/dist/decap-cms.js.map', data: randomBytes(900) },
  { name: 'package/dist/decap-cms.js', data: script },
  { name: 'package/README.md', data: 'readme' },
])

const release: DecapRelease = { version: '9.8.7', integrity: integrityOf(tarball) }

let cacheDir: string
let fetches: string[]
/** Stands in for npm pack: writes the fixture where it is asked to and counts the calls. */
const fetchFixture: FetchTarball = async (spec, destination) => {
  fetches.push(spec)
  const path = join(destination, 'decap-cms.tgz')
  writeFileSync(path, tarball)
  return path
}

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'decap-release-'))
  fetches = []
})
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('Decap CMS’s script from its release tarball', () => {
  it('extracts exactly the script into a cache folder named for the release', async () => {
    const file = await decapScript({ release, cacheDir, fetchTarball: fetchFixture })
    expect(readFileSync(file)).toEqual(script)
    expect(dirname(file)).toBe(join(cacheDir, `decap-cms-${release.version}`))
    expect(fetches).toEqual([`decap-cms@${release.version}`])
    // nothing half-written is left beside it
    expect(readdirSync(dirname(file))).toEqual(['decap-cms.js'])
  })

  it('uses the cached script without downloading again', async () => {
    const first = await decapScript({ release, cacheDir, fetchTarball: fetchFixture })
    const second = await decapScript({ release, cacheDir, fetchTarball: fetchFixture })
    expect(second).toBe(first)
    expect(fetches).toHaveLength(1)
  })

  it('refuses a tarball whose integrity is not the pinned one, naming both', async () => {
    const pinned = integrityOf(Buffer.from('another release'))
    const attempt = decapScript({
      release: { ...release, integrity: pinned },
      cacheDir,
      fetchTarball: fetchFixture,
    })
    await expect(attempt).rejects.toThrow(pinned)
    await expect(attempt).rejects.toThrow(integrityOf(tarball))
    expect(existsSync(join(cacheDir, `decap-cms-${release.version}`))).toBe(false)
  })

  it('says what could not be downloaded, and why', async () => {
    const offline: FetchTarball = () => Promise.reject(new Error('ECONNREFUSED'))
    const attempt = decapScript({ release, cacheDir, fetchTarball: offline })
    await expect(attempt).rejects.toThrow(`Decap CMS ${release.version}`)
    await expect(attempt).rejects.toThrow(/could not be downloaded.*ECONNREFUSED/)
  })

  it('refuses a tarball without the script', async () => {
    const empty = tgz([{ name: 'package/package.json', data: '{}' }])
    const attempt = decapScript({
      release: { ...release, integrity: integrityOf(empty) },
      cacheDir,
      fetchTarball: async (_spec, destination) => {
        writeFileSync(join(destination, 'empty.tgz'), empty)
        return join(destination, 'empty.tgz')
      },
    })
    await expect(attempt).rejects.toThrow('package/dist/decap-cms.js')
  })
})

describe('the build without a connection', () => {
  const offline: FetchTarball = async (spec) => {
    fetches.push(spec)
    throw new Error(`npm pack ${spec} failed: ENOTCACHED: no connection`)
  }

  it('takes the script the install brought, without the network', async () => {
    await decapScript({ release, cacheDir, fetchTarball: fetchFixture })
    const editor = await decapScriptOrWhy({ release, cacheDir, fetchTarball: offline })
    expect(editor).toEqual({ file: join(cacheDir, `decap-cms-${release.version}`, 'decap-cms.js') })
    expect(fetches).toHaveLength(1)
  })

  it('without the script and the network, gives the reason instead of failing', async () => {
    const editor = await decapScriptOrWhy({ release, cacheDir, fetchTarball: offline })
    expect(editor).toEqual({ why: expect.stringContaining('ENOTCACHED: no connection') })
  })
})
