/**
 * Reads one file out of an uncompressed tar archive, as npm packs them (POSIX ustar, with pax or
 * GNU long-name entries for long paths). Small on purpose: what it does not understand, it
 * refuses with a reason rather than guessing.
 */
const BLOCK = 512

/** A NUL-terminated text field of a header. */
function text(bytes: Buffer, offset: number, length: number): string {
  const field = bytes.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8')
}

function octal(header: Buffer, offset: number, length: number, what: string): number {
  // base-256 numbers (high bit set) only hold sizes over 8 GiB, which no npm package has
  if (header[offset]! & 0x80) throw new Error(`a tar header's ${what} is in base-256`)
  const digits = text(header, offset, length).trim()
  if (!/^[0-7]*$/.test(digits)) throw new Error(`a tar header's ${what} "${digits}" is not octal`)
  return digits ? parseInt(digits, 8) : 0
}

/** The sum of the header's bytes, its own checksum field counted as spaces. */
function checksumMatches(header: Buffer): boolean {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!
  return sum === octal(header, 148, 8, 'checksum')
}

function ustarPath(header: Buffer): string {
  const name = text(header, 0, 100)
  // only POSIX ustar has the prefix field; GNU tar keeps times in those bytes
  if (header.toString('latin1', 257, 263) !== 'ustar\0') return name
  const prefix = text(header, 345, 155)
  return prefix ? `${prefix}/${name}` : name
}

/** A pax extended header's records, each "<length> <key>=<value>\n", the length in bytes. */
function paxRecords(data: Buffer): Map<string, string> {
  const malformed = () => new Error('a pax header of the tar archive is malformed')
  const records = new Map<string, string>()
  for (let at = 0; at < data.length;) {
    const space = data.indexOf(0x20, at)
    const length = space === -1 ? NaN : Number(data.toString('latin1', at, space))
    if (!Number.isInteger(length) || length <= 0 || at + length > data.length) throw malformed()
    const record = data.toString('utf8', space + 1, at + length - 1)
    const equals = record.indexOf('=')
    if (equals === -1) throw malformed()
    records.set(record.slice(0, equals), record.slice(equals + 1))
    at += length
  }
  const size = records.get('size')
  if (size !== undefined && !/^\d+$/.test(size)) throw malformed()
  return records
}

/** The bytes of the regular file at `path` in a tar archive, or undefined when it has none. */
export function tarEntry(archive: Buffer, path: string): Buffer | undefined {
  // what a pax ('x') or GNU long-name ('L') entry says about the entry after it
  let next: { path?: string; size?: number } = {}
  for (let at = 0; at + BLOCK <= archive.length;) {
    const header = archive.subarray(at, at + BLOCK)
    if (header.every((byte) => byte === 0)) return undefined
    if (!checksumMatches(header)) throw new Error(`the tar header at byte ${at} is damaged`)
    const type = String.fromCharCode(header[156]!)
    const describesNext = type === 'x' || type === 'L' || type === 'g'
    const size =
      !describesNext && next.size !== undefined ? next.size : octal(header, 124, 12, 'size')
    const start = at + BLOCK
    if (start + size > archive.length) throw new Error('the tar archive ends inside an entry')
    const data = archive.subarray(start, start + size)
    at = start + Math.ceil(size / BLOCK) * BLOCK
    if (type === 'x') {
      const records = paxRecords(data)
      const paxSize = records.get('size')
      next = { ...next, path: records.get('path') ?? next.path }
      if (paxSize !== undefined) next.size = Number(paxSize)
    } else if (type === 'L') {
      next = { ...next, path: text(data, 0, data.length) }
    } else if (type === 'g') {
      // global pax settings (a comment, a character set): nothing a file's bytes depend on
    } else {
      const entryPath = next.path ?? ustarPath(header)
      next = {}
      // '\0' is how pre-POSIX tar marks a regular file
      if ((type === '0' || type === '\0') && entryPath === path) return data
    }
  }
  throw new Error('the tar archive ends without its end marker')
}
