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
/** busboy's own cap on a part's headers: past it the body is refused, so cleaning stops too. */
const MAX_HEADER_BYTES = 16 * 1024

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
  // how much of the blank line ending the headers (CR LF CR LF) has been seen, and how many
  // header bytes
  private matched = 0
  private headerBytes = 0
  private passThrough = false

  constructor(boundary: string) {
    super()
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.passThrough) {
      this.send(chunk)
      return done()
    }
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
    this.matched = 0
    this.headerBytes = 0
    return data.subarray(end)
  }

  /** Header bytes up to the blank line pass without control characters; returns what follows. */
  private headers(data: Buffer): Buffer {
    const kept: number[] = []
    for (let i = 0; i < data.length; i++) {
      const byte = data[i]!
      if (++this.headerBytes > MAX_HEADER_BYTES) {
        // busboy refuses such a part: the rest passes as it is, with no more work here
        this.send(Buffer.concat([Buffer.from(kept), data.subarray(i)]))
        this.passThrough = true
        return Buffer.alloc(0)
      }
      if (isControl(byte)) continue
      kept.push(byte)
      const expected = this.matched % 2 === 0 ? CR : LF
      this.matched = byte === expected ? this.matched + 1 : byte === CR ? 1 : 0
      if (this.matched === 4) {
        this.send(Buffer.from(kept))
        this.inHeaders = false
        return data.subarray(i + 1)
      }
    }
    this.send(Buffer.from(kept))
    return Buffer.alloc(0)
  }
}
