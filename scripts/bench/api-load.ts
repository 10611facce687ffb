/**
 * POST /api/contact under load, against the real server process on loopback: throughput and
 * latency at 50 connections, then a crash (kill -9) and a shutdown (SIGTERM) in the middle of a
 * burst. Every lead answered 2xx must be in the SQLite file afterwards.
 */
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DATABASE_FILE } from '../../server/db/database'
import { IDEMPOTENCY_HEADER, MIN_FILL_MS } from '../../shared/contact-request'
import { BUILT_SERVER, startServerProcess, type ServerProcess } from './server-process'

export const CONNECTIONS = 50

export type LoadFigures = {
  seconds: number
  requests: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  answered2xx: number
  missing: number
}

export type CrashFigures = {
  /** how the server was ended mid-burst */
  ending: 'kill -9' | 'SIGTERM'
  /** from the signal to the process's exit */
  exitMs: number
  exitCode: number | null
  answered2xx: number
  /** requests that got no answer because the server died under them */
  cutOff: number
  storedAfterRestart: number
  missing: number
  integrity: string
}

/** A server with a fresh data directory and a contact rate limit no burst reaches. */
function serverEnv(dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000000', SMTP_URL: '' }
}

/** A distinct lead per request, as a person would send it: filled in longer than 3 s. */
function leadRequests(run: string, answered: Set<string>): autocannon.Request[] {
  let sequence = 0
  return [
    {
      method: 'POST',
      path: '/api/contact',
      setupRequest(request) {
        sequence += 1
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            [IDEMPOTENCY_HEADER]: `bench-${run}-${sequence}`,
          },
          body: JSON.stringify({
            firstName: 'Load',
            lastName: `Test ${sequence}`,
            phone: '(914) 555-0100',
            email: `load-${sequence}@example.com`,
            serviceType: 'kitchen',
            projectDetails: 'A bench lead: gut renovation of a 1960s galley kitchen.',
            fillMs: MIN_FILL_MS + 5000,
            formId: 'modal',
            pagePath: '/',
          }),
        }
      },
      onResponse(status, body) {
        if (status >= 200 && status < 300) answered.add((JSON.parse(body) as { id: string }).id)
      },
    },
  ]
}

function storedIds(dataDir: string): { ids: Set<string>; integrity: string } {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    const rows = db.prepare('SELECT id FROM leads').all() as { id: string }[]
    const integrity = db.pragma('integrity_check', { simple: true }) as string
    return { ids: new Set(rows.map((r) => r.id)), integrity }
  } finally {
    db.close()
  }
}

function missingFrom(stored: Set<string>, answered: Set<string>): number {
  return [...answered].filter((id) => !stored.has(id)).length
}

/** Drives POST /api/contact for `seconds` at 50 connections, then checks the database. */
export async function apiLoad(port: number, seconds: number): Promise<LoadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  let server: ServerProcess | undefined
  try {
    server = await startServerProcess({ port, env: serverEnv(dataDir), script: BUILT_SERVER })
    const answered = new Set<string>()
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: leadRequests('load', answered),
    })
    await server.stop()
    const { ids } = storedIds(dataDir)
    return {
      seconds,
      requests: result.requests.total,
      perSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      answered2xx: answered.size,
      missing: missingFrom(ids, answered),
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Ends the server `killAfterMs` into a burst (kill -9, or SIGTERM as an operator would), restarts
 * it on the same data and counts the leads.
 */
export async function crashTest(
  port: number,
  killAfterMs: number,
  ending: CrashFigures['ending'] = 'kill -9',
): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-crash-'))
  let server: ServerProcess | undefined
  try {
    server = await startServerProcess({ port, env: serverEnv(dataDir), script: BUILT_SERVER })
    const answered = new Set<string>()
    let burst: autocannon.Instance | undefined
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      burst = autocannon(
        {
          url: server!.url,
          connections: CONNECTIONS,
          duration: 60,
          requests: leadRequests('crash', answered),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
    })
    await new Promise((resolve) => setTimeout(resolve, killAfterMs))
    const signalled = performance.now()
    await (ending === 'kill -9' ? server.crash() : server.stop())
    const exitMs = performance.now() - signalled
    const exitCode = server.child.exitCode
    // what was answered up to the kill; the rest of the burst only meets a closed port
    const answeredAtKill = new Set(answered)
    burst?.stop()
    const result = await finished
    server = await startServerProcess({ port, env: serverEnv(dataDir), script: BUILT_SERVER })
    const towns = await fetch(`${server.url}/api/towns`)
    if (!towns.ok) throw new Error(`The restarted server answered ${towns.status}`)
    await server.stop()
    const { ids, integrity } = storedIds(dataDir)
    return {
      ending,
      exitMs,
      exitCode,
      answered2xx: answeredAtKill.size,
      cutOff: result.errors,
      storedAfterRestart: ids.size,
      missing: missingFrom(ids, answered),
      integrity,
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
