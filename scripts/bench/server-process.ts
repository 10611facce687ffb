import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { join } from 'node:path'
import { ROOT, SERVER_BUNDLE } from '../../server/project-paths'

export type ServerProcess = {
  url: string
  child: ChildProcess
  /** Ends the server the way an operator would (SIGTERM), waiting for it to exit. */
  stop: () => Promise<void>
  /** kill -9: no shutdown handler runs, as in a power cut or an OOM kill. */
  crash: () => Promise<void>
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not answer ${url} within 30 s:\n${log()}`)
}

/**
 * Whether something already listens on the port. The readiness check below cannot tell our
 * server's answer from another's: a server left running there would be measured in its place,
 * while ours exits on the taken port.
 */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The server as production runs it: the build's bundle (vite.server.config.ts). */
export const BUILT_SERVER = join(SERVER_BUNDLE, 'index.js')

/**
 * Starts a server script as its own process, so the bench measures it from outside and can kill
 * it, and waits until `readyPath` answers. By default the server's sources (tests run what they
 * read); a built `.js` file runs as it is, without tsx.
 */
export async function startServerProcess(options: {
  port: number
  env: Record<string, string>
  script?: string
  cwd?: string
  uid?: number
  gid?: number
  readyPath?: string
}): Promise<ServerProcess> {
  const { port, env, script = join(ROOT, 'server', 'index.ts'), readyPath = '/api/towns' } = options
  if (await portTaken(port)) {
    throw new Error(`Port ${port} is already taken by another process: stop it, then run again.`)
  }
  // node itself with tsx's loader, not the tsx CLI: a signal must reach the server, not a wrapper
  const args = script.endsWith('.js') ? [script] : ['--import', 'tsx', script]
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    // the request log is one line per request: keep only the tail for error messages
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(url + readyPath, child, () => output)
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM')
      await exited(child)
    },
    async crash() {
      child.kill('SIGKILL')
      await exited(child)
    },
  }
}
