/**
 * The owner's backup while the server takes leads: the real server process, a steady stream of
 * POST /api/contact, and `npm run leads -- --backup` started in the middle of it. Needs the
 * built site (`npm test` builds first), as the server does.
 */
import { randomUUID } from 'node:crypto'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { insertSampleLeads } from '../../scripts/bench/sample-leads'
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process'
import { IDEMPOTENCY_HEADER } from '../../shared/contact-request'
import { openDatabase } from '../db/database'
import { freePort } from '../testing/free-port'

const SENDERS = 8

let dataDir: string
let server: ServerProcess

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backup-load-'))
  // some 3 MB already stored, so the copy takes more than one small step
  const db = openDatabase(dataDir)
  insertSampleLeads(db, 6000)
  db.close()
  server = await startServerProcess({
    port: await freePort(),
    env: { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000000', SMTP_URL: '' },
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Posts distinct leads one after another until `running()` is false; records each id answered 201. */
async function sendLeads(running: () => boolean, answered: string[]): Promise<void> {
  while (running()) {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: '(914) 555-0199',
        email: 'maria@example.net',
        fillMs: 42000,
        formId: 'modal',
        pagePath: '/contact',
        website: '',
      }),
    })
    const body = (await res.json()) as { id?: string }
    if (res.status !== 201 || !body.id) throw new Error(`POST answered ${res.status}`)
    answered.push(body.id)
  }
}

function runBackupCli(
  file: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli/leads.ts', '--backup', file],
      {
        env: { ...process.env, DATA_DIR: dataDir },
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

it('a backup taken mid-burst is whole and holds every lead answered before it began', async () => {
  const answered: string[] = []
  let running = true
  const senders = Array.from({ length: SENDERS }, () => sendLeads(() => running, answered))
  try {
    while (answered.length < 200) await new Promise((resolve) => setTimeout(resolve, 20))
    const answeredBefore = new Set(answered)
    const file = join(dataDir, 'backup.sqlite')

    const cli = await runBackupCli(file)
    const answeredDuring = answered.length - answeredBefore.size
    running = false
    await Promise.all(senders)

    expect(cli.stderr).toBe('')
    expect(cli.code).toBe(0)
    expect(cli.stdout).toMatch(
      /^Backup written to .*backup\.sqlite: [\d,]+ leads, [\d.]+ MB, integrity ok, [\d.]+ s\n$/,
    )
    // the server really was taking leads while the copy was made
    expect(answeredDuring).toBeGreaterThan(0)

    const copy = new Database(file, { readonly: true })
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
      const ids = new Set(
        (copy.prepare('SELECT id FROM leads').all() as { id: string }[]).map((r) => r.id),
      )
      expect([...answeredBefore].filter((id) => !ids.has(id))).toEqual([])
    } finally {
      copy.close()
    }
  } finally {
    running = false
    await Promise.allSettled(senders)
  }
}, 60_000)
