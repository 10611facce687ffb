/**
 * Where a lead's photos are kept: DATA_DIR/photos/{lead id}/{n}.jpg, never under the built site,
 * so nothing serves them over HTTP. Files are named by us; a visitor's file name is never a path.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import type { CleanPhoto } from './clean-photo'

export const PHOTOS_DIR = 'photos'
const LEAD_ID = /^[0-9a-f-]{36}$/

export type PhotoFile = {
  position: number
  file: string
  bytes: number
  width: number
  height: number
}

export function leadPhotoDir(dataDir: string, leadId: string): string {
  if (!LEAD_ID.test(leadId)) throw new Error(`not a lead id: ${leadId}`)
  return join(dataDir, PHOTOS_DIR, leadId)
}

function writeSynced(path: string, bytes: Buffer) {
  const fd = openSync(path, 'w')
  try {
    writeSync(fd, bytes)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

function syncDirectory(path: string) {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Writes a lead's photos and syncs them and their folder to disk, before the lead's row is
 * committed: a lead answered 2xx has its photos on disk.
 */
export function writeLeadPhotos(
  dataDir: string,
  leadId: string,
  photos: readonly CleanPhoto[],
): PhotoFile[] {
  const dir = leadPhotoDir(dataDir, leadId)
  mkdirSync(dir, { recursive: true })
  const files = photos.map((photo, index) => {
    const file = `${index + 1}.jpg`
    writeSynced(join(dir, file), photo.bytes)
    return {
      position: index + 1,
      file,
      bytes: photo.bytes.length,
      width: photo.width,
      height: photo.height,
    }
  })
  syncDirectory(dir)
  syncDirectory(join(dataDir, PHOTOS_DIR))
  return files
}

export function removeLeadPhotos(dataDir: string, leadId: string): void {
  rmSync(leadPhotoDir(dataDir, leadId), { recursive: true, force: true })
}

/**
 * Folders of photos whose lead was never committed (the process stopped between writing the
 * files and the transaction, or the transaction failed): removed once they are older than any
 * request still in flight could be.
 */
export function sweepOrphanPhotos(
  dataDir: string,
  hasLead: (id: string) => boolean,
  olderThanMs = 60 * 60 * 1000,
  now = Date.now(),
): string[] {
  const root = join(dataDir, PHOTOS_DIR)
  let names: string[]
  try {
    names = readdirSync(root)
  } catch {
    return []
  }
  const removed: string[] = []
  for (const name of names) {
    if (!LEAD_ID.test(name) || hasLead(name)) continue
    const path = join(root, name)
    if (now - statSync(path).mtimeMs < olderThanMs) continue
    rmSync(path, { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}
