/**
 * The owner's desk's guard: a request gets through with a live session of someone still on the
 * team, and a request that changes anything only from the site's own pages. What it lets through
 * knows who is asking from `signedInMember(res)`.
 */
import type { Request, RequestHandler, Response } from 'express'
import type { Member } from '../../shared/owner-api'
import { requestCookie } from '../cookies'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import { sentFromSite } from '../sent-from-site'
import { relyingParty, type RelyingParty } from './relying-party'
import { clearSessionCookie, SESSION_COOKIE, sessionToken } from './session-cookie'
import { sessions } from './sessions'

const READS = new Set(['GET', 'HEAD'])

/**
 * Whether a request that changes something was sent by the desk's own page. The SameSite=Strict
 * cookie is the first defence against another site's page; this is the second.
 */
export function fromSite(req: Request, site: RelyingParty): boolean {
  return READS.has(req.method) || sentFromSite(req, site.origin)
}

const notFromSite = () => new HttpError(403, 'This request did not come from the desk’s own page.')

/** Refuses, with 403 and before anything is read or changed, a change sent from elsewhere. */
export function requireSiteOrigin(site: RelyingParty): RequestHandler {
  return (req, _res, next) => {
    if (!fromSite(req, site)) throw notFromSite()
    next()
  }
}

/** The answer without a live session: the same whatever the reason, so it tells nothing. */
export const SIGN_IN_FIRST = 'Please sign in with your passkey.'

/**
 * Lets a request through only with a live session of someone still on the team (else 401, and a
 * dead cookie is cleared), and a change only from the site's own page (else 403). Answers are
 * never cached. Sets `res.locals.member`; read it with `signedInMember(res)`.
 */
export function requireMember(db: Db, siteUrl: string): RequestHandler {
  const site = relyingParty(siteUrl)
  const live = sessions(db)
  return (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    if (!fromSite(req, site)) throw notFromSite()
    const token = sessionToken(req)
    const member = token && live.member(token)
    if (!member) {
      if (requestCookie(req, SESSION_COOKIE) !== undefined) clearSessionCookie(res, site)
      throw new HttpError(401, SIGN_IN_FIRST)
    }
    res.locals.member = member
    next()
  }
}

/** The member a request passed `requireMember` as. */
export function signedInMember(res: Response): Member {
  const member = res.locals.member as Member | undefined
  if (!member) throw new Error('signedInMember: the route is not behind requireMember')
  return member
}
