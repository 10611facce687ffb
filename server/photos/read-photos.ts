/**
 * A contact request sent as multipart/form-data: the same fields as the JSON request, plus up to
 * six photos (or none: a file input left empty sends a part without a file name, which is
 * skipped). Parsed with multer (busboy underneath) within limits on every part and on the whole
 * body, declared or not; photos stream to files under DATA_DIR, never into memory.
 */
import { Transform, type TransformCallback, type Writable } from 'node:stream'
import type { Request, Response } from 'express'
import multer from 'multer'
import { BODY_LIMIT_BYTES, PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/contact-request'
import { singleLine } from '../../shared/plain-text'
import { HttpError, TOO_LONG } from '../errors'
import { CleanPartHeaders } from './clean-part-headers'
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
 * headers. A request that declares more is refused before a byte of it is read.
 */
export const MULTIPART_LIMIT_BYTES =
  PHOTO_LIMITS.totalBytes + FIELD_COUNT * BODY_LIMIT_BYTES + PART_COUNT * PART_HEADER_BYTES

const limits: multer.Options['limits'] = {
  files: PHOTO_LIMITS.count,
  fileSize: PHOTO_LIMITS.fileBytes,
  fields: FIELD_COUNT,
  fieldSize: BODY_LIMIT_BYTES,
  parts: PART_COUNT,
}

/**
 * Counts the bytes of a body as they pass and calls `over` once there are more than `limit`,
 * passing no more on: a body sent without a length (chunked) is bounded as a declared one is.
 */
class ByteLimit extends Transform {
  private seen = 0
  constructor(
    private readonly limit: number,
    private readonly over: () => void,
  ) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length
    if (this.seen <= this.limit) return done(null, chunk)
    if (this.seen - chunk.length <= this.limit) this.over()
    done()
  }
}

/**
 * The parser for one request: files go to `dir`, the body is cut at MULTIPART_LIMIT_BYTES, and a
 * file name with control characters is cleaned rather than refused.
 */
function parserFor(dir: string, over: () => void) {
  const streamHandler: StreamHandler = (req, busboy) => {
    const boundary = boundaryOf(req.headers['content-type'])
    const counted = req.pipe(
      new ByteLimit(MULTIPART_LIMIT_BYTES, () => {
        over()
        // ends the part being written, whose file multer then removes with the others
        busboy.destroy(new Error('the body is over the limit'))
      }),
    )
    if (boundary === undefined) counted.pipe(busboy)
    else counted.pipe(new CleanPartHeaders(boundary)).pipe(busboy)
  }
  const options: multer.Options & { streamHandler: StreamHandler } = {
    storage: uploadStorage(dir),
    limits,
    streamHandler,
  }
  return multer(options).array(PHOTOS_FIELD, PHOTO_LIMITS.count)
}

/** The boundary of a multipart body, from its Content-Type; busboy refuses a body without one. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  return match?.[1] ?? match?.[2]
}

const UNREADABLE = 'The form could not be read. Please send it again.'

/**
 * What a multer or busboy error means to the visitor. Anything that is not over a limit is a
 * body that could not be read (no boundary, cut short, malformed): the sender's fault, a 400.
 */
function refusal(error: unknown): HttpError {
  if (!(error instanceof multer.MulterError)) return new HttpError(400, UNREADABLE)
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `Each photo can be at most ${PHOTO_LIMITS.fileBytes / MB} MB.`)
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, TOO_LONG)
    case 'LIMIT_UNEXPECTED_FILE':
      // multer says so of a file in another field, and of a photo past the array's count
      if (error.field !== PHOTOS_FIELD) {
        const field = singleLine(error.field ?? '').slice(0, 40)
        return new HttpError(400, `Files can be sent only as ${PHOTOS_FIELD}, not as “${field}”.`)
      }
      return new HttpError(413, `Please send at most ${PHOTO_LIMITS.count} photos.`)
    case 'LIMIT_FILE_COUNT':
      return new HttpError(413, `Please send at most ${PHOTO_LIMITS.count} photos.`)
    default:
      return new HttpError(400, UNREADABLE)
  }
}

const tooMuchInAll = (headers?: Record<string, string>) =>
  new HttpError(
    413,
    `All the photos together can be at most ${PHOTO_LIMITS.totalBytes / MB} MB.`,
    headers,
  )

/**
 * The fields and photos of a multipart request, its photos as files in `dir`; refuses more than
 * the limits allow. A body declared larger than MULTIPART_LIMIT_BYTES is refused unread; one
 * that grows past it unannounced is refused when it does. Either way the connection is closed
 * after the answer rather than kept to read what is left. The caller removes the files once the
 * request is answered; a refused request leaves none.
 */
export function readPhotos(
  req: Request,
  res: Response,
  dir: string,
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  if (Number(req.get('content-length')) > MULTIPART_LIMIT_BYTES) {
    return Promise.reject(tooMuchInAll({ Connection: 'close' }))
  }
  return new Promise((resolve, reject) => {
    // answered at once: multer would otherwise read on to the end of a body that may not end
    const over = () => reject(tooMuchInAll({ Connection: 'close' }))
    parserFor(dir, over)(req, res, (error?: unknown) => {
      if (error) return reject(refusal(error))
      const files = (req.files ?? []) as (Express.Multer.File & { sha256: string })[]
      const uploads = files.map((file) => ({
        name: file.originalname,
        path: file.path,
        bytes: file.size,
        sha256: file.sha256,
      }))
      const total = uploads.reduce((sum, upload) => sum + upload.bytes, 0)
      if (total > PHOTO_LIMITS.totalBytes) {
        removeUploads(uploads)
        return reject(tooMuchInAll())
      }
      resolve({ fields: { ...(req.body as Record<string, unknown>) }, uploads })
    })
  })
}
