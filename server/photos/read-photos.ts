/**
 * A contact request sent as multipart/form-data: the same fields as the JSON request, plus up to
 * six photos (or none: a file input left empty sends a part without a file name, which is
 * skipped). Parsed with multer (busboy underneath) in memory, within limits on every part, so
 * no request can make the server hold more than the photo limits allow.
 */
import type { Request, Response } from 'express'
import multer from 'multer'
import { BODY_LIMIT_BYTES, PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/contact-request'
import { singleLine } from '../../shared/plain-text'
import { HttpError, TOO_LONG } from '../errors'
import { CleanPartHeaders } from './clean-part-headers'

export type Upload = { name: string; bytes: Buffer }

const MB = 1024 * 1024

/** multer's own option (2.x) that its types do not list yet: what feeds the body to busboy. */
type StreamHandler = (req: Request, busboy: NodeJS.WritableStream) => void

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

const options: multer.Options & { streamHandler: StreamHandler } = {
  storage: multer.memoryStorage(),
  limits: {
    files: PHOTO_LIMITS.count,
    fileSize: PHOTO_LIMITS.fileBytes,
    fields: FIELD_COUNT,
    fieldSize: BODY_LIMIT_BYTES,
    parts: PART_COUNT,
  },
  // a file name with control characters is cleaned rather than refused
  streamHandler: (req, busboy) => {
    const boundary = boundaryOf(req.headers['content-type'])
    if (boundary === undefined) {
      req.pipe(busboy)
      return
    }
    req.pipe(new CleanPartHeaders(boundary)).pipe(busboy)
  },
}
const parse = multer(options).array(PHOTOS_FIELD, PHOTO_LIMITS.count)

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
 * The fields and photos of a multipart request; refuses more than the limits allow. A body
 * declared larger than MULTIPART_LIMIT_BYTES is refused unread, and the connection closed after
 * the answer rather than kept to read what is left.
 */
export function readPhotos(
  req: Request,
  res: Response,
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  if (Number(req.get('content-length')) > MULTIPART_LIMIT_BYTES) {
    return Promise.reject(tooMuchInAll({ Connection: 'close' }))
  }
  return new Promise((resolve, reject) => {
    parse(req, res, (error?: unknown) => {
      if (error) return reject(refusal(error))
      const files = (req.files ?? []) as Express.Multer.File[]
      const total = files.reduce((sum, file) => sum + file.size, 0)
      if (total > PHOTO_LIMITS.totalBytes) return reject(tooMuchInAll())
      resolve({
        fields: { ...(req.body as Record<string, unknown>) },
        uploads: files.map((file) => ({ name: file.originalname, bytes: file.buffer })),
      })
    })
  })
}
