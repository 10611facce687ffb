/**
 * Photos as they arrive, before they are checked: streamed to DATA_DIR/uploads under a random
 * name of ours, hashed on the way, so a request holds a few kilobytes of a photo in memory,
 * never the photo. The files go when the request is answered, whatever the answer; a sweep
 * removes any left by a process that stopped mid-request.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Request } from 'express'
import type multer from 'multer'

export const UPLOADS_DIR = 'uploads'
const UPLOAD_NAME = /^[0-9a-f-]{36}\.part$/

/** A photo as received: where it waits, its size, and the SHA-256 of its bytes (hex). */
export type Upload = { name: string; path: string; bytes: number; sha256: string }

export function uploadsDir(dataDir: string): string {
  return join(dataDir, UPLOADS_DIR)
}

/** Passes bytes through and hashes them as they go. */
class Hashing extends Transform {
  readonly hash = createHash('sha256')
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk)
    done(null, chunk)
  }
}

type Stored = { path: string; size: number; sha256: string }

/**
 * A multer storage engine that writes each file to `dir` as it streams in. On any error (a
 * limit, a cut body) multer calls `_removeFile` for what was written.
 */
export function uploadStorage(dir: string): multer.StorageEngine {
  return {
    _handleFile(
      _req: Request,
      file: Express.Multer.File,
      done: (error?: unknown, info?: Partial<Stored>) => void,
    ) {
      let path: string
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 })
        path = join(dir, `${randomUUID()}.part`)
      } catch (error) {
        return done(error)
      }
      const hashing = new Hashing()
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 })
      pipeline(file.stream, hashing, out).then(
        () => done(null, { path, size: out.bytesWritten, sha256: hashing.hash.digest('hex') }),
        (error: unknown) => {
          rmSync(path, { force: true })
          done(error)
        },
      )
    },
    _removeFile(
      _req: Request,
      file: Express.Multer.File & Partial<Stored>,
      done: (error: Error | null) => void,
    ) {
      if (file.path) rmSync(file.path, { force: true })
      done(null)
    },
  }
}

/** Removes the files of a request; a file already gone is no error. */
export function removeUploads(uploads: readonly Upload[]): void {
  for (const upload of uploads) rmSync(upload.path, { force: true })
}

/**
 * Files left in the uploads folder by a request that never finished (the process stopped while
 * it was read or checked): removed once older than any request still in flight could be.
 */
export function sweepUploads(
  dataDir: string,
  olderThanMs = 60 * 60 * 1000,
  now = Date.now(),
): number {
  const dir = uploadsDir(dataDir)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    if (!UPLOAD_NAME.test(name)) continue
    const path = join(dir, name)
    try {
      if (now - statSync(path).mtimeMs < olderThanMs) continue
      rmSync(path, { force: true })
      removed++
    } catch {
      // gone meanwhile: its request removed it
    }
  }
  return removed
}
