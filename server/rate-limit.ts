/**
 * A limit on how many requests one address may send in a window, answered with 429 and a
 * sentence the visitor reads. Behind a proxy the address is the one TRUST_PROXY lets Express see.
 */
import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { HttpError } from './errors'

export type RateLimit = { max: number; windowMs: number }

/** The limiter: `identifier` keeps its counts apart from other limiters'. */
export function perAddressLimit(
  identifier: string,
  { max, windowMs }: RateLimit,
  message: string,
  skip: (req: Request) => boolean = () => false,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit: max,
    identifier,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, _res, next) => next(new HttpError(429, message)),
  })
}
