import { randomUUID } from 'node:crypto'
import express, { Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import { business } from '../../shared/business'
import {
  BODY_LIMIT_BYTES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MIN_FILL_MS,
  contactSubmission,
  type ContactResponse,
} from '../../shared/contact-request'
import { requestHash, type LeadStore } from '../db/leads'
import { HttpError } from '../errors'

export type ContactDeps = {
  store: LeadStore
  /** called after a lead is stored, so its e-mail goes out at once */
  onLead?: (id: string) => void
  rateLimit: { max: number; windowMs: number }
  log?: (message: string) => void
}

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  return fields
}

/** POST /api/contact: validates, filters bots, stores the lead once per key, then answers. */
export function contactRouter({ store, onLead, rateLimit: limits, log = () => {} }: ContactDeps) {
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // a replay of a request we already answered (an offline queue, a double tap) is not a new one
    skip: (req) => {
      const key = req.get(IDEMPOTENCY_HEADER)
      return !!key && store.hasKey(key)
    },
    handler: (_req, res) => {
      res.status(429).json({
        message: `Too many requests from your network. Please wait a few minutes or call us at ${business.phone.display}.`,
      })
    },
  })

  return Router().post(
    '/contact',
    limiter,
    (req, _res, next) => {
      if (!req.is('application/json')) {
        throw new HttpError(
          415,
          'Please send the request as JSON (Content-Type: application/json).',
        )
      }
      next()
    },
    express.json({ limit: BODY_LIMIT_BYTES }),
    (req, res) => {
      const key = req.get(IDEMPOTENCY_HEADER)
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(
          400,
          `The ${IDEMPOTENCY_HEADER} header must be 8 to 128 letters, digits, dashes or underscores.`,
        )
      }
      const parsed = contactSubmission.safeParse(req.body)
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues)
        res
          .status(400)
          .json({ message: `Please check: ${Object.values(fields).join('; ')}.`, fields })
        return
      }
      const { website, fillMs, ...lead } = parsed.data
      if (website || fillMs === undefined || fillMs < MIN_FILL_MS) {
        // a bot: the same answer as a person gets, so it learns nothing; nothing is stored
        log(`contact: dropped a bot submission (${website ? 'honeypot' : 'too fast'})`)
        const decoy: ContactResponse = { ok: true, id: randomUUID() }
        res.status(201).json(decoy)
        return
      }
      const outcome = store.save(lead, key, requestHash(req.body))
      if (outcome.kind === 'conflict') {
        throw new HttpError(
          409,
          'This request was already sent with different details. Please reload the page and send it again.',
        )
      }
      if (outcome.kind === 'stored') onLead?.(outcome.response.id)
      res.status(outcome.status).json(outcome.response)
    },
  )
}
