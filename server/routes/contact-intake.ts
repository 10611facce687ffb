/**
 * What a contact request turns out to be: refused, invalid, or a lead (a bot's or a person's)
 * under a key. Errors are kept, not thrown, so the rate limit runs first and can spare true
 * replays.
 */
import type { Request, Response } from 'express'
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MIN_FILL_MS,
  contactRequest,
  contactSubmission,
} from '../../shared/contact-request'
import { NATIVE_FIELDS } from '../../shared/native-form'
import { findRoute } from '../../shared/routes'
import { leadHash, type NewLead } from '../db/leads'
import { HttpError } from '../errors'
import { MultipartRefused } from '../photos/read-photos'
import { removeUploads, type Upload } from '../photos/upload-files'
import { fromForm, readContactBody } from './contact-body'
import { requestSource } from './contact-source'

/** What a browser's own form sent, to be given back in the fields of the answer page. */
export type SentForm = {
  formId?: string
  values: Record<string, string>
  photos: number
}

/** What a request turned out to be, decided before the rate limit so it can spare true replays. */
export type Intake = { sent?: SentForm } & (
  | { kind: 'refused'; error: unknown }
  | { kind: 'invalid'; fields: Record<string, string> }
  | {
      kind: 'request'
      key?: string
      hash: string
      lead: NewLead
      bot?: 'honeypot' | 'too fast'
      /** a browser's own submission without a fill time: kept, under a stricter rate limit */
      withoutScript: boolean
      uploads: Upload[]
    }
)

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  return fields
}

/** The visitor's own fields as sent, the page when it is a well-formed address, the fill time. */
function sentForm(body: Record<string, unknown>, photos: number): SentForm {
  const values: Record<string, string> = {}
  for (const field of Object.keys(contactRequest.shape)) {
    if (typeof body[field] === 'string') values[field] = body[field]
  }
  const page = contactSubmission.shape.pagePath.safeParse(body.pagePath)
  if (page.success && page.data) values.pagePath = page.data
  // the time the form was open before this send counts for the next: a quick correction is
  // not a bot's speed
  const fill = contactSubmission.shape.fillMs.safeParse(body.fillMs)
  if (fill.success && fill.data !== undefined) values.fillMs = String(fill.data)
  return { ...(typeof body.formId === 'string' ? { formId: body.formId } : {}), values, photos }
}

const BAD_KEY = `must be 8 to 128 letters, digits, dashes or underscores.`

/** The request's key: the header, else the form's field; a malformed one is refused. */
function requestKey(req: Request, body: Record<string, unknown>): string | HttpError | undefined {
  const header = req.get(IDEMPOTENCY_HEADER)
  if (header !== undefined) {
    return IDEMPOTENCY_KEY_PATTERN.test(header)
      ? header
      : new HttpError(400, `The ${IDEMPOTENCY_HEADER} header ${BAD_KEY}`)
  }
  const field = body[NATIVE_FIELDS.key]
  if (field === undefined || field === '') return undefined
  return typeof field === 'string' && IDEMPOTENCY_KEY_PATTERN.test(field)
    ? field
    : new HttpError(400, `The request key ${BAD_KEY}`)
}

/** Judges a body that was read: its key, its fields, and whether a bot or a person sent it. */
function intakeFrom(
  body: unknown,
  req: Request,
  uploads: Upload[],
  {
    native,
    scriptless,
    siteOrigin,
  }: { native: boolean; scriptless: boolean; siteOrigin: string | undefined },
): Intake {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const sent = sentForm(fields, uploads.length)
  const key = requestKey(req, fields)
  if (key instanceof HttpError) return { kind: 'refused', error: key, sent }
  const parsed = contactSubmission.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error.issues), sent }
  const { website, fillMs, pagePath, source: visit, ...lead } = parsed.data
  const { source, refererPage } = requestSource(req, visit, siteOrigin)
  // the page the form says it was sent from, else the one its Referer names
  const page = pagePath && findRoute(pagePath) ? pagePath : refererPage
  // no script ran where a browser posts the form itself without a fill time, or where the
  // form's own fill-time field came empty (the worker sends such a form on when back online):
  // a person, maybe
  const withoutScript = (native || scriptless) && fillMs === undefined
  const bot = website
    ? 'honeypot'
    : !withoutScript && (fillMs === undefined || fillMs < MIN_FILL_MS)
      ? 'too fast'
      : undefined
  const hash = leadHash(
    lead,
    uploads.map((upload) => upload.sha256),
  )
  // a browser's own form has no key without script: the request's content is its key, so a
  // double tap or a resent page stores one lead
  const chosenKey = key ?? (native ? `form-${hash}` : undefined)
  return {
    kind: 'request',
    ...(chosenKey ? { key: chosenKey } : {}),
    hash,
    uploads,
    // a well-formed address that is not one of our pages (a 404, a page since removed) is
    // dropped, not refused: the visitor cannot change it, and the lead matters more
    lead: {
      ...lead,
      ...(page ? { pagePath: page } : {}),
      ...(withoutScript ? { sentWithoutScript: true } : {}),
      source,
    },
    withoutScript,
    ...(bot ? { bot } : {}),
    sent,
  }
}

/**
 * Reads and judges a contact request: its body (when it may be read), its key, its fields, and
 * whether a bot sent it. `native`: a browser posted the form itself and wants a page back. Never
 * rejects: a refusal is the Intake. The photos of a request are files in `uploadsDir` until the
 * caller removes them; those of a refused or invalid one are already gone.
 */
export async function readIntake(
  req: Request,
  res: Response,
  options: { siteOrigin?: string | undefined; uploadsDir?: string | undefined; native: boolean },
): Promise<Intake> {
  try {
    const body = await readContactBody(req, res, options)
    const seen = intakeFrom(body.fields, req, body.uploads, {
      native: options.native && body.kind === 'form',
      scriptless: body.unfilled === true,
      siteOrigin: options.siteOrigin,
    })
    // photos of a request that will not be stored are not kept a moment longer
    if (seen.kind !== 'request') removeUploads(body.uploads)
    return seen
  } catch (error) {
    // a form refused part-way (photos over a limit) gives back the fields read before it
    if (error instanceof MultipartRefused) {
      const { fields } = fromForm(error.fields, [])
      return {
        kind: 'refused',
        error: error.refusal,
        sent: sentForm(fields as Record<string, unknown>, 0),
      }
    }
    return { kind: 'refused', error }
  }
}
