import { randomUUID } from 'node:crypto'
import { Router, type Request, type RequestHandler } from 'express'
import { addressKey, perAddressLimit } from '../rate-limit'
import { business } from '../../shared/business'
import { isBusy, whenNotBusy } from '../db/busy'
import type { LeadStore } from '../db/leads'
import { answerErrorsWithPage, HttpError, ValidationError } from '../errors'
import { formAnswers, wantsPage } from '../form-answers'
import { cleanPhoto, PhotoRefused } from '../photos/clean-photo'
import { removeLeadPhotos, writeLeadPhotos } from '../photos/photo-files'
import { discardBody } from '../photos/read-photos'
import { removeUploads, uploadsDir } from '../photos/upload-files'
import { readIntake, type Intake } from './contact-intake'

export type ContactDeps = {
  store: LeadStore
  /** where photos sent with a lead are kept; without it, a request with photos is refused */
  photos?: { dataDir: string }
  /** the site's origin: a form is taken from it (or where the browser says same-origin) */
  siteOrigin?: string
  /** the built site, whose form pages answer a browser's own submission; else a bare page */
  distDir?: string
  /** called after a lead is stored, so its e-mail goes out at once */
  onLead?: (id: string) => void
  rateLimit: { max: number; windowMs: number }
  log?: (message: string) => void
  /** the request's private booking page, sent back with a stored lead */
  booking?: { pageUrl: (leadId: string) => string; token: (leadId: string) => string }
}

const TOO_MANY = `Too many requests from your network. Please wait a few minutes or call us at ${business.phone.display}.`

/** When to send a request again that met another process's lock on the database. */
const BUSY_RETRY_AFTER_S = 5

/** The answer to a lead that could not be written within WRITE_RETRY_MS: nothing was stored. */
const busy = () =>
  new HttpError(
    503,
    `We could not save your request just now. Please send it again in a few seconds or call us at ${business.phone.display}.`,
    { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
  )

/** POST /api/contact: validates, filters bots, stores the lead once per key, then answers. */
export function contactRouter({
  store,
  onLead,
  rateLimit: limits,
  log = () => {},
  photos,
  siteOrigin,
  distDir,
  booking,
}: ContactDeps) {
  const pages = formAnswers(distDir, booking?.token)
  const intakes = new WeakMap<Request, Intake>()
  const intakeOf = (req: Request): Intake =>
    intakes.get(req) ?? { kind: 'refused', error: new Error('contact request was not read') }

  // a browser that posted the form itself gets pages, its errors included
  const answerWithPages: RequestHandler = (req, res, next) => {
    if (wantsPage(req)) {
      answerErrorsWithPage(res, (answer) => pages.problem(res, answer, intakes.get(req)?.sent))
    }
    next()
  }

  // the sender's address as it was when the request came in: once a client hangs up, the
  // socket no longer knows it, and the rate limit still has to count the request
  const senders = new WeakMap<Request, string>()
  const senderOf = (req: Request) => senders.get(req) ?? req.ip ?? 'unknown'

  /**
   * Whether the sender has already used up the rate limit. Their photo body is then left unread
   * (reading it is what costs memory) and the limiter answers 429; a true replay among these
   * is answered once the window has passed, as the worker keeps a 429 queued.
   */
  const usedUp = async (req: Request) => {
    const info = await limiter.getKey(addressKey(senderOf(req)))
    return info !== undefined && info.totalHits >= limits.max
  }

  const intake: RequestHandler = async (req, res, next) => {
    senders.set(req, req.ip ?? 'unknown')
    if (photos && req.is('multipart/form-data') && (await usedUp(req))) {
      intakes.set(req, { kind: 'refused', error: new HttpError(429, TOO_MANY) })
      discardBody(req, res)
      return next()
    }
    const options = {
      siteOrigin,
      uploadsDir: photos && uploadsDir(photos.dataDir),
      native: wantsPage(req),
    }
    const seen = await readIntake(req, res, options)
    // the photos as received wait in files until the request is answered, however it is
    if (seen.kind === 'request' && seen.uploads.length > 0) {
      res.once('close', () => removeUploads(seen.uploads))
    }
    intakes.set(req, seen)
    next()
  }

  /**
   * Cleans the photos and writes them under the lead's id before the lead is committed; a lead
   * that is not stored after all (a repeat, a conflict, a lock that outlasted the retries)
   * leaves no files behind. A locked database is tried again without holding up other requests.
   */
  async function saveWithPhotos(seen: Extract<Intake, { kind: 'request' }>) {
    if (
      !photos ||
      seen.bot ||
      seen.uploads.length === 0 ||
      (seen.key && store.isReplay(seen.key, seen.hash))
    ) {
      return whenNotBusy(() => store.save(seen.bot ? null : seen.lead, seen.key, seen.hash))
    }
    const cleaned = []
    for (const upload of seen.uploads) {
      try {
        cleaned.push(await cleanPhoto(upload.path, upload.name))
      } catch (error) {
        if (error instanceof PhotoRefused) throw new ValidationError({ photos: error.message })
        throw error
      }
    }
    const leadId = randomUUID()
    const files = writeLeadPhotos(photos.dataDir, leadId, cleaned)
    try {
      const outcome = await whenNotBusy(() =>
        store.save(seen.lead, seen.key, seen.hash, { leadId, files }),
      )
      if (outcome.kind !== 'stored') removeLeadPhotos(photos.dataDir, leadId)
      return outcome
    } catch (error) {
      removeLeadPhotos(photos.dataDir, leadId)
      throw error
    }
  }

  // only a true replay (same key, same lead: an offline queue, a double tap) is not counted
  const isTrueReplay = (req: Request) => {
    const seen = intakeOf(req)
    return seen.kind === 'request' && !!seen.key && store.isReplay(seen.key, seen.hash)
  }
  const limited = (identifier: string, max: number, skip: (req: Request) => boolean) =>
    perAddressLimit({
      identifier,
      limit: { max, windowMs: limits.windowMs },
      message: TOO_MANY,
      skip,
      addressOf: senderOf,
    })
  // anything else counts against the sender, bad bodies included
  const limiter = limited('contact', limits.max, isTrueReplay)
  // a form sent without script escaped the bot time check: fewer of those are taken
  const withoutScriptLimiter = limited(
    'contact-without-script',
    Math.max(1, Math.floor(limits.max / 3)),
    (req) => {
      const seen = intakeOf(req)
      return !(seen.kind === 'request' && seen.withoutScript) || isTrueReplay(req)
    },
  )

  return Router().post(
    '/contact',
    answerWithPages,
    intake,
    limiter,
    withoutScriptLimiter,
    async (req, res) => {
      const seen = intakeOf(req)
      if (seen.kind === 'refused') throw seen.error
      if (seen.kind === 'invalid') throw new ValidationError(seen.fields)
      // a bot gets what a person gets, repeats included, so it learns nothing; its lead is not kept
      const outcome = await saveWithPhotos(seen).catch((error: unknown) => {
        if (!isBusy(error)) throw error
        log('contact: the database stayed locked by another process; answered 503')
        throw busy()
      })
      if (outcome.kind === 'conflict') {
        throw new HttpError(
          409,
          'This request was already sent with different details. Please reload the page and send it again.',
        )
      }
      if (outcome.kind === 'decoy') log(`contact: dropped a bot submission (${seen.bot})`)
      if (outcome.kind === 'stored') onLead?.(outcome.response.id)
      if (wantsPage(req)) return pages.sent(res, outcome.response.id)
      const bookingUrl = booking?.pageUrl(outcome.response.id)
      res
        .status(outcome.status)
        .json({ ...outcome.response, ...(bookingUrl ? { bookingUrl } : {}) })
    },
  )
}
