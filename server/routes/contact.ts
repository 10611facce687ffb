import { randomUUID } from 'node:crypto'
import express, { Router, type Request, type RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { business } from '../../shared/business'
import {
  BODY_LIMIT_BYTES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MIN_FILL_MS,
  contactSubmission,
} from '../../shared/contact-request'
import { findRoute } from '../../shared/routes'
import { leadHash, type LeadStore, type NewLead } from '../db/leads'
import { HttpError, ValidationError } from '../errors'
import { nestsDeeperThan } from '../json-depth'
import { cleanPhoto, PhotoRefused } from '../photos/clean-photo'
import { removeLeadPhotos, writeLeadPhotos } from '../photos/photo-files'
import { readPhotos, type Upload } from '../photos/read-photos'

export type ContactDeps = {
  store: LeadStore
  /** where photos sent with a lead are kept, and the site's origin, the only one that may send
   * them; without it, a request with photos is refused as an unsupported type */
  photos?: { dataDir: string; siteOrigin: string }
  /** called after a lead is stored, so its e-mail goes out at once */
  onLead?: (id: string) => void
  rateLimit: { max: number; windowMs: number }
  log?: (message: string) => void
}

/** A contact request is one object of plain values; this leaves room to grow, not to recurse. */
export const MAX_BODY_DEPTH = 8

/** What a request turned out to be, decided before the rate limit so it can spare true replays. */
type Intake =
  | { kind: 'refused'; error: unknown }
  | { kind: 'invalid'; fields: Record<string, string> }
  | {
      kind: 'request'
      key?: string
      hash: string
      lead: NewLead
      bot?: 'honeypot' | 'too fast'
      uploads: Upload[]
    }

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  return fields
}

const readJson = express.json({
  limit: BODY_LIMIT_BYTES,
  verify: (_req, _res, body) => {
    if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
      throw new HttpError(400, 'The request body is nested too deeply.')
    }
  },
})

/**
 * A request with photos is taken only from our own pages. JSON-only is what stops another
 * site's plain HTML form from posting leads (a form cannot send JSON); a form can send
 * multipart, so the browser's word on where the request comes from must be ours.
 */
function fromOurPages(req: Request, siteOrigin: string): boolean {
  const site = req.get('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin'
  return req.get('origin') === siteOrigin
}

/** Multipart fields are text: the fill time is the one number among them. */
function multipartBody(fields: Record<string, unknown>): Record<string, unknown> {
  const fillMs = typeof fields.fillMs === 'string' ? Number(fields.fillMs) : fields.fillMs
  return { ...fields, ...(fields.fillMs === undefined ? {} : { fillMs }) }
}

/** Reads, parses and validates the body; an error is kept for after the rate limit. */
function readIntake(req: Request, body: unknown, uploads: Upload[] = []): Intake {
  if (!req.is('application/json') && !(uploads.length && req.is('multipart/form-data'))) {
    if (req.is('multipart/form-data')) {
      // a multipart request without photos is what another site's HTML form can send
      return {
        kind: 'refused',
        error: new HttpError(415, 'Please send the request as JSON, or with photos.'),
      }
    }
    const error = new HttpError(
      415,
      'Please send the request as JSON (Content-Type: application/json).',
    )
    return { kind: 'refused', error }
  }
  const key = req.get(IDEMPOTENCY_HEADER)
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    const error = new HttpError(
      400,
      `The ${IDEMPOTENCY_HEADER} header must be 8 to 128 letters, digits, dashes or underscores.`,
    )
    return { kind: 'refused', error }
  }
  const parsed = contactSubmission.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error.issues) }
  const { website, fillMs, pagePath, ...lead } = parsed.data
  const bot = website
    ? 'honeypot'
    : fillMs === undefined || fillMs < MIN_FILL_MS
      ? 'too fast'
      : undefined
  return {
    kind: 'request',
    ...(key ? { key } : {}),
    hash: leadHash(
      lead,
      uploads.map((upload) => upload.bytes),
    ),
    uploads,
    // a well-formed address that is not one of our pages (a 404, a page since removed) is
    // dropped, not refused: the visitor cannot change it, and the lead matters more
    lead: { ...lead, ...(pagePath && findRoute(pagePath) ? { pagePath } : {}) },
    ...(bot ? { bot } : {}),
  }
}

/** POST /api/contact: validates, filters bots, stores the lead once per key, then answers. */
export function contactRouter({
  store,
  onLead,
  rateLimit: limits,
  log = () => {},
  photos,
}: ContactDeps) {
  const intakes = new WeakMap<Request, Intake>()
  const intakeOf = (req: Request): Intake =>
    intakes.get(req) ?? { kind: 'refused', error: new Error('contact request was not read') }

  const intake: RequestHandler = (req, res, next) => {
    if (photos && req.is('multipart/form-data')) {
      if (!fromOurPages(req, photos.siteOrigin)) {
        const error = new HttpError(403, 'Photos can be sent only from our own pages.')
        intakes.set(req, { kind: 'refused', error })
        return next()
      }
      readPhotos(req, res).then(
        ({ fields, uploads }) => {
          intakes.set(req, readIntake(req, multipartBody(fields), uploads))
          next()
        },
        (error: unknown) => {
          intakes.set(req, { kind: 'refused', error })
          next()
        },
      )
      return
    }
    readJson(req, res, (error?: unknown) => {
      intakes.set(req, error ? { kind: 'refused', error } : readIntake(req, req.body))
      next()
    })
  }

  /**
   * Cleans the photos and writes them under the lead's id before the lead is committed; a lead
   * that is not stored after all (a repeat, a conflict) leaves no files behind.
   */
  async function saveWithPhotos(seen: Extract<Intake, { kind: 'request' }>) {
    if (
      !photos ||
      seen.bot ||
      seen.uploads.length === 0 ||
      (seen.key && store.isReplay(seen.key, seen.hash))
    ) {
      return store.save(seen.bot ? null : seen.lead, seen.key, seen.hash)
    }
    const cleaned = []
    for (const upload of seen.uploads) {
      try {
        cleaned.push(await cleanPhoto(upload.bytes, upload.name))
      } catch (error) {
        if (error instanceof PhotoRefused) throw new ValidationError({ photos: error.message })
        throw error
      }
    }
    const leadId = randomUUID()
    const files = writeLeadPhotos(photos.dataDir, leadId, cleaned)
    try {
      const outcome = store.save(seen.lead, seen.key, seen.hash, { leadId, files })
      if (outcome.kind !== 'stored') removeLeadPhotos(photos.dataDir, leadId)
      return outcome
    } catch (error) {
      removeLeadPhotos(photos.dataDir, leadId)
      throw error
    }
  }

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // only a true replay (same key, same lead: an offline queue, a double tap) is not counted;
    // anything else, bad bodies included, counts against the sender
    skip: (req) => {
      const seen = intakeOf(req)
      return seen.kind === 'request' && !!seen.key && store.isReplay(seen.key, seen.hash)
    },
    handler: (_req, res) => {
      res.status(429).json({
        message: `Too many requests from your network. Please wait a few minutes or call us at ${business.phone.display}.`,
      })
    },
  })

  return Router().post('/contact', intake, limiter, async (req, res) => {
    const seen = intakeOf(req)
    if (seen.kind === 'refused') throw seen.error
    if (seen.kind === 'invalid') throw new ValidationError(seen.fields)
    // a bot gets what a person gets, repeats included, so it learns nothing; its lead is not kept
    const outcome = await saveWithPhotos(seen)
    if (outcome.kind === 'conflict') {
      throw new HttpError(
        409,
        'This request was already sent with different details. Please reload the page and send it again.',
      )
    }
    if (outcome.kind === 'decoy') log(`contact: dropped a bot submission (${seen.bot})`)
    if (outcome.kind === 'stored') onLead?.(outcome.response.id)
    res.status(outcome.status).json(outcome.response)
  })
}
