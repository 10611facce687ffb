/**
 * A contact request sent as multipart/form-data: the same fields as the JSON request, plus up to
 * six photos (or none: a file input left empty sends a part without a file name, which is
 * skipped). Parsed with multer (busboy underneath) within limits on every part and on the whole
 * body, declared or not; photos stream to files under DATA_DIR, never into memory.
 */
import { Transform, type TransformCallback, type Writable } from 'node:stream'
import type { Request, Response } from 'express'
import multer from 'multer'
import {
  BODY_LIMIT_BYTES,
  DETAILS_TOO_LONG,
  type ContactRequest,
} from '../../shared/contact-request'
import { PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/photo-limits'
import { singleLine } from '../../shared/plain-text'
import { HttpError, TOO_LONG, ValidationError } from '../errors'
import { CleanPartHeaders } from './clean-part-headers'
import { shownName } from './clean-photo'
import { removeUploads, uploadStorage, type Upload } from './upload-files'

const MB = 1024 * 1024

/** multer's own option (2.x) that its types do not list yet: what feeds the body to busboy. */
type StreamHandler = (req: Request, busboy: Writable) => void

/** The contact fields: a few short values, as in the JSON request, and room for more. */
const FIELD_COUNT = 20
/** The most busboy reads of one part's headers. */
const PART_HEADER_BYTES = 16 * 1024
const PART_COUNT = PHOTO_LIMITS.count + FIELD_COUNT

/**
 * The most a multipart body may be: all the photos, every field at its longest and every part's
 * headers. A request that declares more is refused once its text fields are read; none of its
 * files is written.
 */
export const MULTIPART_LIMIT_BYTES =
  PHOTO_LIMITS.totalBytes + FIELD_COUNT * BODY_LIMIT_BYTES + PART_COUNT * PART_HEADER_BYTES

/**
 * The most of a body that is read, and thrown away, after it was refused. A browser that is
 * still sending a form's photos when the answer comes may show "the connection was reset"
 * instead of it if the connection is closed under the upload; so the rest is read on (nothing
 * of it kept), and the connection is closed only past this bound. Several times the largest
 * body taken: a phone's photos or a video chosen by mistake fit, an endless body does not.
 */
export const DISCARD_LIMIT_BYTES = 4 * MULTIPART_LIMIT_BYTES

const limits: multer.Options['limits'] = {
  files: PHOTO_LIMITS.count,
  fileSize: PHOTO_LIMITS.fileBytes,
  fields: FIELD_COUNT,
  fieldSize: BODY_LIMIT_BYTES,
  parts: PART_COUNT,
}

/**
 * Counts the bytes of a body as they pass: passes on at most `bounds.pass` of them, and calls
 * `over` once there are more; reads on, throwing the bytes away, and calls `past` once there are
 * more than `bounds.read`. A body sent without a length (chunked) is bounded as a declared one is.
 */
class BodyMeter extends Transform {
  private seen = 0
  private passing = true
  constructor(
    private readonly bounds: { pass: number; read: number },
    private readonly events: { over: () => void; past: () => void },
  ) {
    super()
  }
  /** Passes nothing more on: the rest is only counted, and thrown away. */
  stopPassing() {
    this.passing = false
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const before = this.seen
    this.seen += chunk.length
    const crossed = (bound: number) => before <= bound && this.seen > bound
    if (crossed(this.bounds.pass)) this.events.over()
    if (crossed(this.bounds.read)) this.events.past()
    if (this.passing && this.seen <= this.bounds.pass) return done(null, chunk)
    done()
  }
}

/** The boundary of a multipart body, from its Content-Type; busboy refuses a body without one. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  return match?.[1] ?? match?.[2]
}

const UNREADABLE = 'The form could not be read. Please send it again.'

/** The one field a person can make longer than a field may be: the message. */
const MESSAGE_FIELD = 'projectDetails' satisfies keyof ContactRequest

const tooMuchInAll = () =>
  new ValidationError(
    {
      [PHOTOS_FIELD]: `All the photos together can be at most ${PHOTO_LIMITS.totalBytes / MB} MB: please choose fewer or smaller photos`,
    },
    413,
  )

const tooMany = () =>
  new ValidationError({ [PHOTOS_FIELD]: `Please send at most ${PHOTO_LIMITS.count} photos` }, 413)

/**
 * What a multer or busboy error means to the visitor. Anything that is not over a limit is a
 * body that could not be read (no boundary, cut short, malformed): the sender's fault, a 400.
 */
function refusal(error: unknown): HttpError {
  if (!(error instanceof multer.MulterError)) return new HttpError(400, UNREADABLE)
  switch (error.code) {
    case 'LIMIT_FILE_SIZE': {
      // multer 2 names the file; its types do not list the name yet
      const name = shownName((error as { filename?: string }).filename ?? '')
      return new ValidationError(
        {
          [PHOTOS_FIELD]: `“${name}” is too large: each photo can be at most ${PHOTO_LIMITS.fileBytes / MB} MB`,
        },
        413,
      )
    }
    case 'LIMIT_FIELD_VALUE':
      // only the message can be that long in a person's request: it is named, with its limit
      return error.field === MESSAGE_FIELD
        ? new ValidationError({ [MESSAGE_FIELD]: DETAILS_TOO_LONG }, 413)
        : new HttpError(413, TOO_LONG)
    case 'LIMIT_UNEXPECTED_FILE':
      // multer says so of a file in another field, and of a photo past the array's count
      if (error.field !== PHOTOS_FIELD) {
        const field = singleLine(error.field ?? '').slice(0, 40)
        return new HttpError(400, `Files can be sent only as ${PHOTOS_FIELD}, not as “${field}”.`)
      }
      return tooMany()
    case 'LIMIT_FILE_COUNT':
      return tooMany()
    default:
      return new HttpError(400, UNREADABLE)
  }
}

/**
 * A multipart body that was refused: the answer, and the text fields read before the refusal,
 * as they were sent (a form sends them before its photos, so a person's typing is all there).
 */
export class MultipartRefused extends Error {
  override name = 'MultipartRefused'
  constructor(
    readonly refusal: HttpError,
    readonly fields: Record<string, string>,
  ) {
    super(refusal.message)
  }
}

/**
 * Once a body is past DISCARD_LIMIT_BYTES: its connection closes as soon as the answer is out
 * (at once when it already is), so no more of it is read.
 */
function hangUp(req: Request, res: Response) {
  if (res.writableFinished) return req.socket.destroy()
  if (!res.headersSent) res.setHeader('Connection', 'close')
  res.once('finish', () => req.socket.destroy())
}

/**
 * Reads a multipart body that is answered unread (a sender past the rate limit) and throws it
 * away, as a refused one's rest is: the browser sending it gets the answer, and the connection
 * is closed past DISCARD_LIMIT_BYTES (Node would otherwise read on for as long as it is sent).
 */
export function discardBody(req: Request, res: Response): void {
  let seen = 0
  req.on('data', (chunk: Buffer) => {
    const before = seen
    seen += chunk.length
    if (before <= DISCARD_LIMIT_BYTES && seen > DISCARD_LIMIT_BYTES) hangUp(req, res)
  })
}

/**
 * The fields and photos of a multipart request, its photos as files in `dir`; refuses more than
 * the limits allow, with a MultipartRefused that keeps the text fields read before the refusal.
 *
 * A body declared larger than MULTIPART_LIMIT_BYTES is refused once its text fields are read (at
 * its first file): none of its files is written. One that grows past that limit unannounced is
 * refused when it does. A refused body's rest is then read and thrown away, so the browser still
 * sending it gets the answer, and the connection is closed only past DISCARD_LIMIT_BYTES. The
 * caller removes the files once the request is answered; a refused request leaves none.
 */
export function readPhotos(
  req: Request,
  res: Response,
  dir: string,
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  const declaredTooLarge = Number(req.get('content-length')) > MULTIPART_LIMIT_BYTES
  return new Promise((resolve, reject) => {
    // the text fields as they come, kept apart from multer's, so a refusal can give them back:
    // each name once, each value within the field limits
    const sent = new Map<string, string>()
    let settled = false
    let meter: BodyMeter | undefined
    let parsing: Writable | undefined
    const refuse = (error: HttpError) => {
      if (settled) return
      settled = true
      // nothing more reaches the parser: a file being written ends, and multer removes it
      meter?.stopPassing()
      setImmediate(() => parsing?.destroy(new Error('the body was refused')))
      reject(new MultipartRefused(error, Object.fromEntries(sent)))
    }
    const streamHandler: StreamHandler = (req, busboy) => {
      parsing = busboy
      busboy.on('field', (name: unknown, value: unknown) => {
        if (typeof name === 'string' && typeof value === 'string' && !sent.has(name)) {
          sent.set(name, value)
        }
      })
      // the text fields are in by a body's first file: one declared too large is answered then
      busboy.on('file', (_name: unknown, _file: unknown, info: { filename?: string }) => {
        if (declaredTooLarge && info.filename) refuse(tooMuchInAll())
      })
      meter = new BodyMeter(
        { pass: MULTIPART_LIMIT_BYTES, read: DISCARD_LIMIT_BYTES },
        { over: () => refuse(tooMuchInAll()), past: () => hangUp(req, res) },
      )
      const counted = req.pipe(meter)
      const boundary = boundaryOf(req.headers['content-type'])
      if (boundary === undefined) counted.pipe(busboy)
      else counted.pipe(new CleanPartHeaders(boundary)).pipe(busboy)
    }
    const options: multer.Options & { streamHandler: StreamHandler } = {
      storage: uploadStorage(dir),
      limits,
      // a body declared too large keeps no file: its photos are read past, never written
      fileFilter: (_req, _file, keep) => keep(null, !declaredTooLarge),
      streamHandler,
    }
    multer(options).array(PHOTOS_FIELD, PHOTO_LIMITS.count)(req, res, (error?: unknown) => {
      const files = (req.files ?? []) as (Express.Multer.File & { sha256: string })[]
      const uploads = files.map((file) => ({
        name: file.originalname,
        path: file.path,
        bytes: file.size,
        sha256: file.sha256,
      }))
      if (settled) return removeUploads(uploads)
      if (error) return refuse(refusal(error))
      const total = uploads.reduce((sum, upload) => sum + upload.bytes, 0)
      if (declaredTooLarge || total > PHOTO_LIMITS.totalBytes) {
        removeUploads(uploads)
        return refuse(tooMuchInAll())
      }
      settled = true
      resolve({ fields: { ...(req.body as Record<string, unknown>) }, uploads })
    })
  })
}
