/** Tar archives written byte by byte, for the tests of the tar reader and the release download. */
import { gzipSync } from 'node:zlib'

const BLOCK = 512

export type TarFixtureEntry = {
  /** the header's name field: at most 100 bytes */
  name: string
  data: string | Buffer
  /** '0' a file, '5' a folder, 'x' a pax header, 'L' a GNU long name; '0' by default */
  type?: string
  prefix?: string
}

function header(entry: TarFixtureEntry, size: number): Buffer {
  const block = Buffer.alloc(BLOCK)
  const octal = (value: number, length: number) =>
    `${value.toString(8).padStart(length - 1, '0')}\0`
  block.write(entry.name, 0, 100, 'utf8')
  block.write(octal(0o644, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(0, 12), 136)
  block.write(entry.type ?? '0', 156)
  block.write('ustar\0' + '00', 257, 'latin1')
  block.write(entry.prefix ?? '', 345, 155, 'utf8')
  // the checksum is summed with its own field as spaces, then written over them
  block.fill(0x20, 148, 156)
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  return block
}

/** A tar archive of the entries, ending with its two zero blocks. */
export function tarArchive(entries: TarFixtureEntry[]): Buffer {
  const parts = entries.flatMap((entry) => {
    const data = Buffer.from(entry.data)
    const padding = Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK)
    return [header(entry, data.length), data, padding]
  })
  return Buffer.concat([...parts, Buffer.alloc(2 * BLOCK)])
}

/** A pax header's data: each record "<length> <key>=<value>\n", its length counting itself. */
export function paxData(records: Record<string, string>): string {
  return Object.entries(records)
    .map(([key, value]) => {
      const body = ` ${key}=${value}\n`
      let length = Buffer.byteLength(body) + 1
      while (String(length).length + Buffer.byteLength(body) !== length) length++
      return `${length}${body}`
    })
    .join('')
}

/** The entries as npm publishes them: a gzipped tar archive. */
export function tgz(entries: TarFixtureEntry[]): Buffer {
  return gzipSync(tarArchive(entries))
}
