/**
 * A limit on how many requests one address may send in a window, answered with 429 and a
 * sentence the visitor reads. Behind a proxy the address is the one TRUST_PROXY lets Express see.
 * Every limiter of the server (the request forms, booking, the desk's sign-in) is made here.
 */
import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit'
import { HttpError } from './errors'

export type RateLimit = { max: number; windowMs: number }

/** 10 requests per 15 minutes: CONTACT_RATE_LIMIT's default, and the desk's sign-in limit. */
export const DEFAULT_RATE_LIMIT_MAX = 10
export const DEFAULT_RATE_WINDOW_MINUTES = 15
export const DEFAULT_RATE_LIMIT: RateLimit = {
  max: DEFAULT_RATE_LIMIT_MAX,
  windowMs: DEFAULT_RATE_WINDOW_MINUTES * 60_000,
}

/** The key a limiter counts an address under (an IPv6 address by its /56 network). */
export const addressKey = (address: string): string => ipKeyGenerator(address)

export type PerAddressLimit = {
  /** keeps this limiter's counts apart from the others' */
  identifier: string
  limit: RateLimit
  /** the 429's sentence */
  message: string
  /** a request not counted */
  skip?: (req: Request) => boolean
  /** the sender's address, when the route knows it better than `req.ip` */
  addressOf?: (req: Request) => string
  /** the answer to a request over the limit, when it is not the 429 with `message` */
  whenOver?: RequestHandler
}

export function perAddressLimit({
  identifier,
  limit: { max, windowMs },
  message,
  skip = () => false,
  addressOf = (req) => req.ip ?? 'unknown',
  whenOver = (_req, _res, next) => next(new HttpError(429, message)),
}: PerAddressLimit): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit: max,
    identifier,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip,
    keyGenerator: (req) => addressKey(addressOf(req)),
    handler: whenOver,
  })
}
