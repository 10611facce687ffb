/**
 * A multipart body with control characters taken out of its part headers. A browser sends a
 * file's name as it is on disk, control characters included, and busboy refuses the whole
 * request on them ("Malformed part header"); we never use the name as a path, so it is cleaned
 * here and the photos still arrive. The parts' contents pass unchanged.
 */
import { Transform, type TransformCallback } from 'node:stream'

const CR = 0x0d
const LF = 0x0a
const TAB = 0x09
const HEADER_END = Buffer.from('\r\n\r\n')

/** Whether a byte is a control character that no header needs (tab, CR and LF are kept). */
const isControl = (byte: number) =>
  (byte < 0x20 && byte !== TAB && byte !== CR && byte !== LF) || byte === 0x7f

/** Passes a multipart body with `boundary` through, its part headers without control bytes. */
export class CleanPartHeaders extends Transform {
  private readonly delimiter: Buffer
  private inHeaders = false
  // the body is read as if it followed a line break, so the first delimiter is found too
  private held: Buffer = Buffer.from('\r\n')
  private skip = 2
  // the last header bytes sent, to see where the headers end
  private recent: number[] = []

  constructor(boundary: string) {
    super()
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let data = this.held.length ? Buffer.concat([this.held, chunk]) : chunk
    this.held = Buffer.alloc(0)
    while (data.length) {
      data = this.inHeaders ? this.headers(data) : this.contents(data)
    }
    done()
  }

  override _flush(done: TransformCallback) {
    this.send(this.held)
    done()
  }

  private send(bytes: Buffer) {
    const from = Math.min(this.skip, bytes.length)
    this.skip -= from
    if (bytes.length > from) this.push(bytes.subarray(from))
  }

  /** Contents up to the next delimiter pass as they are; returns what follows it. */
  private contents(data: Buffer): Buffer {
    const at = data.indexOf(this.delimiter)
    if (at === -1) {
      const keep = Math.min(data.length, this.delimiter.length - 1)
      this.send(data.subarray(0, data.length - keep))
      this.held = Buffer.from(data.subarray(data.length - keep))
      return Buffer.alloc(0)
    }
    const end = at + this.delimiter.length
    this.send(data.subarray(0, end))
    this.inHeaders = true
    this.recent = []
    return data.subarray(end)
  }

  /** Header bytes up to the blank line pass without control characters; returns what follows. */
  private headers(data: Buffer): Buffer {
    const kept: number[] = []
    for (let i = 0; i < data.length; i++) {
      const byte = data[i]!
      if (isControl(byte)) continue
      kept.push(byte)
      this.recent = [...this.recent.slice(-3), byte]
      if (Buffer.from(this.recent).equals(HEADER_END)) {
        this.send(Buffer.from(kept))
        this.inHeaders = false
        return data.subarray(i + 1)
      }
    }
    this.send(Buffer.from(kept))
    return Buffer.alloc(0)
  }
}
