/**
 * A visitor who hangs up mid-request (a lost signal, a closed tab) is normal: the server, run as
 * its own process, says nothing alarming about it, and no stack trace reaches its log.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../project-paths'
import { lead, multipartBody } from '../testing/contact'

/** The API as the server runs it (no built site needed): real SQLite, photos on, our limits. */
const SERVER = `
import { createApp } from './server/app.ts'
import { openDatabase } from './server/db/database.ts'
import { leadStore } from './server/db/leads.ts'
import { createHttpServer } from './server/http-server.ts'
const dataDir = process.env.DATA_DIR
const app = createApp({
  store: leadStore(openDatabase(dataDir)),
  photos: { dataDir },
  siteOrigin: 'https://www.example.com',
  notice: (message) => console.log(message),
})
const server = createHttpServer(app)
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
`

const dataDir = mkdtempSync(join(tmpdir(), 'contact-abort-test-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Starts the server process; resolves with its port and what it wrote to stderr so far. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /port (\d+)/.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', () => reject(new Error(`the server exited early:\n${stderr}`)))
  })
  return { child, port, stderr: () => stderr }
}

/** Sends the headers and half the body, then hangs up. */
function hangUpMidBody(port: number, type: string, body: Buffer) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: www.example.com\r\nContent-Type: ${type}\r\n` +
          `Sec-Fetch-Site: same-origin\r\nContent-Length: ${body.length}\r\n\r\n`,
      )
      socket.write(body.subarray(0, body.length / 2), () => {
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 100)
      })
    })
  })
}

describe('a contact request cut off mid-body', () => {
  it('leaves no stack trace in the server’s log', async () => {
    const server = await startServer()
    try {
      const form = new URLSearchParams({ ...lead, fillMs: String(lead.fillMs) }).toString()
      const multipart = multipartBody({ ...lead, fillMs: String(lead.fillMs) }, [
        { name: 'sink.jpg', bytes: Buffer.alloc(64 * 1024, 1) },
      ])
      const requests: [string, Buffer][] = [
        ['application/json', Buffer.from(JSON.stringify(lead))],
        ['application/x-www-form-urlencoded', Buffer.from(form)],
        [multipart.type, multipart.body],
      ]
      for (const [type, body] of requests) await hangUpMidBody(server.port, type, body)
      // a request the server still answers: it has read and judged the ones before
      const health = await fetch(`http://127.0.0.1:${server.port}/api/towns`)
      expect(health.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(server.stderr()).not.toMatch(/^\s+at /m)
      expect(server.stderr()).not.toMatch(/Error/)
    } finally {
      server.child.kill()
    }
  })
})
