/**
 * A secret the server makes once and keeps in DATA_DIR (the push key pair, the booking links'
 * key): read when it is there, else made, written whole (mode 0600) and read back. Written under
 * another name and then linked into place, so a crash leaves no half-written file, and of two
 * processes starting at once the second reads what the first one wrote.
 */
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs'

/** The file's text, made by `make` and written the first time it is asked for. */
export function readOrCreateSecret(file: string, make: () => string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const draft = `${file}.${process.pid}.tmp`
  const fd = openSync(draft, 'w', 0o600)
  try {
    writeSync(fd, make())
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  return readFileSync(file, 'utf8')
}
