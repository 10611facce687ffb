/**
 * The built site served from its runtime dependencies alone, as the Dockerfile's last stage
 * serves it: a plain folder holding only what that stage copies (the built pages and server,
 * package files, and node_modules as `npm ci --omit=dev` leaves it), run with the stage's own
 * command, as an unprivileged user when the tests run as root. It serves pages, takes a lead with
 * a photo onto disk, lists it with `npm run leads`, and stops cleanly on SIGTERM.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../server/db/database'
import { lead } from '../server/testing/contact'
import { freePort } from '../server/testing/free-port'
import { startServerProcess, type ServerProcess } from './bench/server-process'
import { ROOT } from '../server/project-paths'
import { layOutRuntimeStage, readRuntimeStage, runtimePackages } from './runtime-stage'

const stage = readRuntimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))
const folder = mkdtempSync(join(tmpdir(), 'runtime-stage-'))
const dataDir = join(folder, 'data')
/** root runs the stage as nobody, as the image runs it as the user `node` */
const asRoot = process.getuid?.() === 0
const NOBODY = 65534
const runAs = asRoot ? { uid: NOBODY, gid: NOBODY } : {}
let server: ServerProcess

beforeAll(async () => {
  layOutRuntimeStage(stage, folder)
  mkdirSync(dataDir)
  if (asRoot) {
    // the app's files readable to all, written by none but root; only the data folder is its own
    chmodSync(folder, 0o755)
    chownSync(dataDir, NOBODY, NOBODY)
  }
  const [command, script, ...rest] = stage.command
  expect([command, rest]).toEqual(['node', []])
  server = await startServerProcess({
    port: await freePort(),
    cwd: folder,
    script: join(folder, script!),
    env: { ...stage.env, DATA_DIR: dataDir, SITE_URL: '' },
    ...runAs,
    readyPath: '/healthz',
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe('the runtime stage, in a plain folder', () => {
  it('holds the packages the server imports and none of the development ones', () => {
    const installed = runtimePackages(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'), ROOT)
    expect(installed).toContain('node_modules/better-sqlite3')
    const resolveHere = createRequire(join(folder, 'package.json')).resolve
    for (const name of ['express', 'better-sqlite3', 'sharp']) {
      expect(resolveHere(name)).toContain(folder)
    }
    for (const name of ['tsx', 'vite', 'react', 'typescript']) {
      expect(() => resolveHere(name), name).toThrow()
    }
  })

  it('serves the pages and the health check', async () => {
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<h1')
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })

  it('takes a lead with a photo onto disk', { timeout: 30_000 }, async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#8a6f4e' },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...lead, fillMs: String(lead.fillMs) })) {
      form.append(name, value)
    }
    form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg')
    const answer = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: form,
    })
    expect(answer.status).toBe(201)
    const { id } = (await answer.json()) as { id: string }

    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
    try {
      expect(db.prepare('SELECT email FROM leads WHERE id = ?').pluck().get(id)).toBe(lead.email)
      expect(db.prepare('SELECT width FROM lead_photos WHERE lead_id = ?').pluck().all(id)).toEqual(
        [1600],
      )
    } finally {
      db.close()
    }

    // the owner's command line, from the same folder
    const list = spawnSync('npm', ['run', '--silent', 'leads'], {
      cwd: folder,
      env: { ...process.env, ...stage.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      ...runAs,
    })
    expect(list.stderr).toBe('')
    expect(list.stdout).toContain(id)
    expect(list.stdout).toContain(lead.email)
  })

  it('stops cleanly on SIGTERM', async () => {
    await server.stop()
    expect(server.child.exitCode).toBe(0)
  })
})
