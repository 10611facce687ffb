/**
 * Photos are decoded in a process of their own, started when the first photo comes and ended
 * once none has come for a few seconds. Decoding a large photo holds hundreds of MB for a
 * moment, and an allocator keeps much of what it was given: in a process that ends, all of it
 * goes back to the system, and a photo that crashes the decoder cannot take the server with it.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { DecodeAnswer, DecodeJob } from './decode-process'
import type { CleanPhoto } from './reencode'

/** How long the decoder is kept after its last photo, for the next one of the same request. */
const IDLE_MS = 5_000

/**
 * The decoder's own script: beside this file in the built server (vite.server.config.ts), or its
 * source run through tsx where the server runs from the sources (tests, `npm run edit`).
 */
const BUILT = import.meta.url.endsWith('.js')
const SCRIPT = fileURLToPath(
  new URL(BUILT ? './decode-process.js' : './decode-process.ts', import.meta.url),
)

/**
 * The allocator's settings for the decoder: few arenas, and large blocks given back as soon as
 * they are freed rather than kept for the next decode.
 */
const ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' }

/** Thrown when the decoder could not decode a photo, or stopped while it did. */
export class DecodeFailed extends Error {
  override name = 'DecodeFailed'
}

type Pending = { resolve: (photo: CleanPhoto) => void; reject: (error: Error) => void }

export function photoDecoder({ idleMs = IDLE_MS } = {}) {
  let child: ChildProcess | undefined
  let idle: NodeJS.Timeout | undefined
  let nextId = 0
  const pending = new Map<number, Pending>()

  function start(): ChildProcess {
    const started = fork(SCRIPT, [], {
      execArgv: BUILT ? [] : ['--import', 'tsx'],
      env: { ...process.env, ...ALLOCATOR },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    started.on('message', (answer: DecodeAnswer) => {
      const job = pending.get(answer.id)
      if (!job) return
      pending.delete(answer.id)
      if (answer.ok)
        job.resolve({
          bytes: Buffer.from(answer.bytes),
          width: answer.width,
          height: answer.height,
        })
      else job.reject(new DecodeFailed('the photo could not be decoded'))
      whenIdle()
    })
    started.on('exit', () => {
      if (child === started) child = undefined
      // a decoder that died (a crash, the system out of memory) fails what it held, not more
      for (const [id, job] of pending) {
        pending.delete(id)
        job.reject(new DecodeFailed('the decoder stopped'))
      }
    })
    started.on('error', () => {})
    return started
  }

  /** Lets the process end when nothing is pending, and ends the decoder after idleMs. */
  function whenIdle() {
    if (pending.size > 0 || !child) return
    child.unref()
    child.channel?.unref()
    clearTimeout(idle)
    const current = child
    idle = setTimeout(() => {
      if (child === current && pending.size === 0) current.disconnect()
    }, idleMs).unref()
  }

  return {
    /** The photo (a file's path, or its bytes) decoded and re-encoded in the decoder process. */
    decode(input: string | Buffer): Promise<CleanPhoto> {
      clearTimeout(idle)
      child ??= start()
      child.ref()
      child.channel?.ref()
      const id = nextId++
      const job: DecodeJob = { id, input }
      return new Promise<CleanPhoto>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        child!.send(job, (error) => {
          if (!error || !pending.has(id)) return
          pending.delete(id)
          reject(new DecodeFailed('the decoder could not be reached'))
        })
      })
    },
    /** The decoder's process id while it runs. */
    pid: () => child?.pid,
  }
}
