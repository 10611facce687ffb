import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRoot, ROOT, SERVER_BUNDLE, SERVER_BUNDLE_DIR } from './project-paths'

const url = (...parts: string[]) => pathToFileURL(join('/srv', 'site', ...parts)).href

describe('the project root', () => {
  it('is the folder above the sources when tsx runs them', () => {
    expect(projectRoot(url('server', 'project-paths.ts'))).toBe(join('/srv', 'site'))
  })

  it('is the folder above the built server, whichever of its files holds this module', () => {
    expect(projectRoot(url(SERVER_BUNDLE_DIR, 'start-server-a1b2c3.js'))).toBe(join('/srv', 'site'))
    expect(SERVER_BUNDLE).toBe(join(ROOT, SERVER_BUNDLE_DIR))
  })

  it('refuses any other layout, naming the folder and what to run', () => {
    expect(() => projectRoot(url('build', 'index.js'))).toThrow(
      /not from \/srv\/site\/build: run `npm run build`/,
    )
  })

  it('is this repository here', () => {
    expect(existsSync(join(ROOT, 'package.json'))).toBe(true)
    expect(existsSync(join(ROOT, 'server', 'project-paths.ts'))).toBe(true)
  })
})
