/**
 * The server as an operator runs it, as its own process with a real SQLite file and SMTP server:
 * SIGTERM during a burst of leads, and retention at start.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from '../scripts/bench/server-process'
import { DATABASE_FILE, openDatabase } from './db/database'
import { leadStore } from './db/leads'
import { startTestSmtp } from './testing/smtp-server'
import { lead } from './testing/contact'
import { freePort } from './testing/free-port'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function temporaryDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-process-test-'))
  dirs.push(dir)
  return dir
}

/**
 * A lead whose body arrives in two halves: the first now, the second when `finish` is called.
 * Resolves with the status, the Connection header and the body of the answer.
 */
function slowLead(url: string, key: string) {
  const body = Buffer.from(JSON.stringify(lead))
  const req = request(`${url}/api/contact`, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': body.length,
      'Idempotency-Key': key,
    },
  })
  const answer = new Promise<{ status: number; connection: string; body: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: String(res.headers.connection),
            body: text,
          }),
        )
      })
      req.on('error', reject)
    },
  )
  req.write(body.subarray(0, body.length / 2))
  return {
    answer,
    finish: () => req.end(body.subarray(body.length / 2)),
  }
}

describe('SIGTERM', () => {
  it('keeps every answered lead, lets the mail in hand finish and exits 0', async () => {
    const smtp = await startTestSmtp()
    const dataDir = temporaryDataDir()
    const server = await startServerProcess({
      port: await freePort(),
      env: {
        DATA_DIR: dataDir,
        CONTACT_RATE_LIMIT: '1000000',
        SMTP_URL: smtp.url,
        LEADS_TO: 'owner@example.com',
      },
    })
    let output = ''
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', resolve))

    const answered: string[] = []
    let stopped = false
    async function sendLeads() {
      while (!stopped) {
        try {
          const res = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify(lead),
          })
          if (res.status === 201) answered.push(((await res.json()) as { id: string }).id)
        } catch {
          // refused or cut once the server stops taking connections: never answered
          return
        }
      }
    }
    const senders = Array.from({ length: 20 }, sendLeads)
    // a request under way when the signal comes: its body is still arriving. Sent long before
    // the signal, so the server has read its headers however busy it is: a connection whose
    // request has not begun is idle, and a stopping server rightly closes those
    const slow = slowLead(server.url, crypto.randomUUID())
    await expect.poll(() => answered.length, { timeout: 20_000 }).toBeGreaterThan(200)

    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    slow.finish()
    const finished = await slow.answer
    expect(finished.status).toBe(201)
    expect(finished.connection).toBe('close')
    answered.push((JSON.parse(finished.body) as { id: string }).id)

    const code = await exit
    stopped = true
    await Promise.all(senders)
    await smtp.close()

    expect(code).toBe(0)
    expect(output).toMatch(/stopped in \d+ ms/)
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const stored = new Set(db.prepare('SELECT id FROM leads').pluck().all() as string[])
      expect(answered.filter((id) => !stored.has(id))).toEqual([])
      // every e-mail that went out is marked sent, so the next start does not send it again
      // (a confirmation let go unsent, over its address's daily limit, says why in last_error)
      const sent = db
        .prepare(
          `SELECT COUNT(*) FROM outbox WHERE kind IN ('owner-mail', 'homeowner-mail')
           AND sent_at IS NOT NULL AND last_error IS NULL`,
        )
        .pluck()
      expect(sent.get()).toBe(smtp.messages.length)
    } finally {
      db.close()
    }
  }, 60_000)
})

describe('retention', () => {
  it('deletes leads and request keys past their periods when the server starts', async () => {
    const dataDir = temporaryDataDir()
    const db = openDatabase(dataDir)
    const store = leadStore(db)
    const { firstName, lastName, phone, email } = lead
    const old = store.save({ firstName, lastName, phone, email }, 'old-request-key', 'hash')
    const recent = store.save({ firstName, lastName, phone, email }, 'new-request-key', 'hash')
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 60 * 60_000).toISOString()
    const oldId = old.kind === 'stored' ? old.response.id : ''
    db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(longAgo, oldId)
    db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE key = ?').run(
      longAgo,
      'old-request-key',
    )
    db.close()

    const server = await startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir } })
    await server.stop()

    const after = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
    try {
      const ids = after.prepare('SELECT id FROM leads').pluck().all()
      expect(ids).toEqual([recent.kind === 'stored' ? recent.response.id : 'missing'])
      const keys = after.prepare('SELECT key FROM idempotency_keys').pluck().all()
      expect(keys).toEqual(['new-request-key'])
    } finally {
      after.close()
    }
  }, 30_000)
})
