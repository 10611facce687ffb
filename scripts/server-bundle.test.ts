/**
 * The built server (dist-server/) against package.json: every package it imports is a runtime
 * dependency, so `npm ci --omit=dev` installs it, and every runtime dependency is imported, so
 * production installs nothing it does not run. Nor does it hold any module only tests run.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, SERVER_BUNDLE } from '../server/project-paths'

/** A module only tests run: server/testing/, a test file or a test-support file. */
const TEST_ONLY = /(^|\/)server\/testing\/|\.test\.tsx?$|-test-support\.ts$/

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** The bare specifiers of a bundle's static and dynamic imports. */
function bareImports(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/gm),
    ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1]!)
  return specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('/'))
}

const builtins = new Set(builtinModules)
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtins.has(packageOf(specifier))

describe('reading a bundle’s imports', () => {
  it('finds static, side-effect and dynamic imports, and names their packages', () => {
    const code = [
      'import express, { Router } from "express";',
      'import { x } from "@simplewebauthn/server/helpers";',
      'import "./start-server-abc.js";',
      'import "side-effect";',
      'const m = await import("web-push");',
      'import { join } from "node:path";',
      '// a comment that says import from "nothing" is not code at the start of a line',
    ].join('\n')
    expect(bareImports(code).map(packageOf)).toEqual([
      'express',
      '@simplewebauthn/server',
      'node:path',
      'side-effect',
      'web-push',
    ])
  })
})

describe('the built server in dist-server/', () => {
  const files = readdirSync(SERVER_BUNDLE).filter((name) => name.endsWith('.js'))
  const imported = new Set(
    files
      .flatMap((name) => bareImports(readFileSync(join(SERVER_BUNDLE, name), 'utf8')))
      .filter((specifier) => !isBuiltin(specifier))
      .map(packageOf),
  )
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const runtime = Object.keys(pkg.dependencies)

  it('imports only runtime dependencies', () => {
    const missing = [...imported].filter((name) => !runtime.includes(name))
    expect(missing, 'move these to "dependencies" in package.json').toEqual([])
  })

  it('imports every runtime dependency', () => {
    const unused = runtime.filter((name) => !imported.has(name))
    expect(unused, 'move these to "devDependencies" in package.json').toEqual([])
  })

  it('holds none of the modules only tests run', () => {
    // each file's source map names the modules bundled into it, relative to dist-server/
    const sources = files.flatMap((name) => {
      const map = JSON.parse(readFileSync(join(SERVER_BUNDLE, `${name}.map`), 'utf8')) as {
        sources: string[]
      }
      return map.sources
    })
    expect(sources).toContain('../server/start-server.ts')
    const testOnly = sources.filter((source) => TEST_ONLY.test(source))
    expect(testOnly, 'the server imports these test modules: see eslint.config.js').toEqual([])
  })

  it('has its entries: the server, the photo decoder and the two command lines', () => {
    for (const entry of ['index.js', 'decode-process.js', 'leads.js', 'owner.js']) {
      expect(files).toContain(entry)
    }
  })
})
