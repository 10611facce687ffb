/**
 * A contact request sent as multipart/form-data: the same fields as the JSON request, plus up to
 * six photos (or none: a file input left empty sends a part without a file name, which is
 * skipped). Parsed with multer (busboy underneath) in memory, within limits on every part, so
 * no request can make the server hold more than the photo limits allow.
 */
import type { Request, Response } from 'express'
import multer from 'multer'
import { BODY_LIMIT_BYTES, PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/contact-request'
import { HttpError, TOO_LONG } from '../errors'

export type Upload = { name: string; bytes: Buffer }

const MB = 1024 * 1024

const parse = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: PHOTO_LIMITS.count,
    fileSize: PHOTO_LIMITS.fileBytes,
    // the contact fields: a few short values, as in the JSON request
    fields: 20,
    fieldSize: BODY_LIMIT_BYTES,
    parts: PHOTO_LIMITS.count + 20,
  },
}).array(PHOTOS_FIELD, PHOTO_LIMITS.count)

function refusal(error: unknown): unknown {
  if (!(error instanceof multer.MulterError)) return error
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `Each photo can be at most ${PHOTO_LIMITS.fileBytes / MB} MB.`)
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, TOO_LONG)
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new HttpError(413, `Please send at most ${PHOTO_LIMITS.count} photos.`)
    default:
      return new HttpError(400, 'The request could not be read. Please send the form again.')
  }
}

/** The fields and photos of a multipart request; refuses more than the limits allow. */
export function readPhotos(
  req: Request,
  res: Response,
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  return new Promise((resolve, reject) => {
    parse(req, res, (error?: unknown) => {
      if (error) return reject(refusal(error))
      const files = (req.files ?? []) as Express.Multer.File[]
      const total = files.reduce((sum, file) => sum + file.size, 0)
      if (total > PHOTO_LIMITS.totalBytes) {
        return reject(
          new HttpError(
            413,
            `All the photos together can be at most ${PHOTO_LIMITS.totalBytes / MB} MB.`,
          ),
        )
      }
      resolve({
        fields: { ...(req.body as Record<string, unknown>) },
        uploads: files.map((file) => ({ name: file.originalname, bytes: file.buffer })),
      })
    })
  })
}
