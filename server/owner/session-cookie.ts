/**
 * The session cookie, `owner_session`: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page or link sends it), Path=/ (the desk's page and its API), Secure when the site is
 * served over https. It lasts as long as its session may; the server decides whether it is live.
 */
import type { CookieOptions, Request, Response } from 'express'
import { TOKEN_PATTERN } from '../../shared/owner-api'
import { requestCookie } from '../cookies'
import type { RelyingParty } from './relying-party'

export const SESSION_COOKIE = 'owner_session'

const flags = (site: RelyingParty): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: site.secure,
  path: '/',
})

/** Gives the device its new session id until the session's end. */
export function setSessionCookie(res: Response, site: RelyingParty, token: string, until: Date) {
  res.cookie(SESSION_COOKIE, token, { ...flags(site), expires: until })
}

/** Has the device forget its session id. */
export function clearSessionCookie(res: Response, site: RelyingParty) {
  res.clearCookie(SESSION_COOKIE, flags(site))
}

/** The session id the device sent, when it has the shape of one. */
export function sessionToken(req: Request): string | undefined {
  const token = requestCookie(req, SESSION_COOKIE)
  return token && TOKEN_PATTERN.test(token) ? token : undefined
}
