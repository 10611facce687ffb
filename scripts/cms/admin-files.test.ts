import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeAdminFiles, type AdminOptions } from './admin-files'

let distDir: string
let options: AdminOptions

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'admin-files-'))
  options = {
    distDir,
    contentDir: join(import.meta.dirname, '..', '..', 'content'),
    siteUrl: 'https://www.example.com',
    backend: { branch: 'main' },
    localPort: 8081,
  }
})
afterEach(() => rmSync(distDir, { recursive: true, force: true }))

describe('/admin in the build', () => {
  it('with the editor’s script: the editor page, its script and its configuration', () => {
    const script = join(distDir, 'fixture.js')
    const source = 'console.log("editor")'
    writeFileSync(script, source)
    expect(writeAdminFiles(options, { file: script })).toEqual({ scriptBytes: source.length })
    expect(readFileSync(join(distDir, 'admin', 'index.html'), 'utf8')).toContain(
      'src="/admin/decap-cms.js"',
    )
    expect(readFileSync(join(distDir, 'admin', 'decap-cms.js'), 'utf8')).toContain('editor')
    expect(existsSync(join(distDir, 'admin', 'config.yml'))).toBe(true)
  })

  it('without it: a page that says why, and what brings it back', () => {
    writeAdminFiles(options, { why: 'npm pack decap-cms@3.16.3 failed: ENOTFOUND' })
    const page = readFileSync(join(distDir, 'admin', 'index.html'), 'utf8')
    expect(page).toContain('The site editor is not in this build')
    expect(page).toContain('ENOTFOUND')
    expect(page).toContain('npm run editor:fetch')
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page).not.toContain('decap-cms.js')
    expect(existsSync(join(distDir, 'admin', 'decap-cms.js'))).toBe(false)
  })
})
