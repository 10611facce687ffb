/**
 * The body of a contact request, read only when it may be: JSON from the app, or a form
 * (urlencoded, or multipart with up to six photos) from our own pages, which is what a browser
 * posting the form itself sends. Whether a form may be read is decided before a byte of it is.
 */
import express, { type Request, type Response } from 'express'
import { BODY_LIMIT_BYTES } from '../../shared/contact-request'
import { HttpError } from '../errors'
import { nestsDeeperThan } from '../json-depth'
import { readPhotos } from '../photos/read-photos'
import { sentFromSite } from '../sent-from-site'
import type { Upload } from '../photos/upload-files'

/** A contact request is one object of plain values; this leaves room to grow, not to recurse. */
export const MAX_BODY_DEPTH = 8

/** The fields a contact form sends, and room for a few more. */
const FORM_PARAMETER_LIMIT = 30

/**
 * `kind: 'form'` with `unfilled`: the form's hidden fill-time field came empty, so no script of
 * the page filled it in (the browser sent the form itself, or the worker did for it offline).
 */
export type ContactBody = {
  fields: unknown
  uploads: Upload[]
  kind: 'json' | 'form'
  unfilled?: boolean
}

const readJson = express.json({
  limit: BODY_LIMIT_BYTES,
  verify: (_req, _res, body) => {
    if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
      throw new HttpError(400, 'The request body is nested too deeply.')
    }
  },
})

const readUrlencoded = express.urlencoded({
  extended: false,
  limit: BODY_LIMIT_BYTES,
  parameterLimit: FORM_PARAMETER_LIMIT,
})

/** Runs a body parser; resolves when it is done, rejects with its error. */
function parse(
  parser: (req: Request, res: Response, next: (error?: unknown) => void) => void,
  req: Request,
  res: Response,
): Promise<void> {
  return new Promise((resolve, reject) =>
    parser(req, res, (error) => (error ? reject(error) : resolve())),
  )
}

/**
 * Whether a JSON body is UTF-8: no charset, or utf-8. The depth check reads the raw bytes as
 * UTF-8; in UTF-16 or UTF-7 a bracket is other bytes, and deep nesting would pass it unseen.
 */
function isUtf8(req: Request): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.get('content-type') ?? '')?.[1]
  return charset === undefined || charset.toLowerCase() === 'utf-8'
}

/** Form fields are text: the fill time is read as a whole number, and '' is no fill time. */
export function fromForm(fields: Record<string, unknown>, uploads: Upload[]): ContactBody {
  const { fillMs, ...rest } = fields
  if (fillMs === undefined || fillMs === '') {
    return { fields: rest, uploads, kind: 'form', unfilled: fillMs === '' }
  }
  const number = typeof fillMs === 'string' && /^\d{1,15}$/.test(fillMs) ? Number(fillMs) : fillMs
  return { fields: { ...rest, fillMs: number }, uploads, kind: 'form' }
}

/**
 * Reads the body: JSON, or a form from `siteOrigin` (or where the browser says same-origin);
 * multipart only when photos can be kept, its photos as files in `uploadsDir`. Rejects with the
 * HttpError that refuses it.
 */
export async function readContactBody(
  req: Request,
  res: Response,
  { siteOrigin, uploadsDir }: { siteOrigin?: string | undefined; uploadsDir?: string | undefined },
): Promise<ContactBody> {
  if (req.is('application/json')) {
    if (!isUtf8(req)) {
      throw new HttpError(415, 'Please send the request as JSON in UTF-8 (charset=utf-8).')
    }
    await parse(readJson, req, res)
    return { fields: req.body, uploads: [], kind: 'json' }
  }
  const form =
    req.is('application/x-www-form-urlencoded') ||
    (uploadsDir !== undefined && req.is('multipart/form-data'))
  if (!form) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).')
  }
  // any site's page can post a form (never JSON) to us: a form body is read only from ours
  if (!sentFromSite(req, siteOrigin)) {
    throw new HttpError(403, 'This form can be sent only from our own pages.')
  }
  if (req.is('application/x-www-form-urlencoded')) {
    await parse(readUrlencoded, req, res)
    return fromForm({ ...req.body }, [])
  }
  const { fields, uploads } = await readPhotos(req, res, uploadsDir as string)
  return fromForm(fields, uploads)
}
