/**
 * The desk's routes before anyone is signed in: check an invite, create a passkey from it, sign
 * in with a passkey. Each attempt is counted against the sender's address.
 */
import { Router, type Request, type Response } from 'express'
import {
  inviteRequest,
  registerRequest,
  signInRequest,
  type InviteCheck,
  type Member,
} from '../../shared/owner-api'
import type { Db } from '../db/database'
import { perAddressLimit, type RateLimit } from '../rate-limit'
import { audit } from './audit-log'
import { inviteRefused, passkeys } from './passkeys'
import type { RelyingParty } from './relying-party'
import { bodyAs } from './request-body'
import { sessionToken, setSessionCookie } from './session-cookie'
import { sessions } from './sessions'
import { team } from './team'

export type SignInLimit = RateLimit

/** POST /invites/check, /register/options, /register/verify, /signin/options, /signin/verify. */
export function signInRoutes(db: Db, site: RelyingParty, limit: SignInLimit) {
  const ceremonies = passkeys(db, site)
  const people = team(db)
  const live = sessions(db)

  /**
   * Starts a session for a member who just proved their passkey. A session the device already
   * had ends: each sign-in gets a new id, so an id planted or seen before is worth nothing.
   */
  const signInAs = (req: Request, res: Response, member: Member) => {
    const old = sessionToken(req)
    if (old) live.end(old)
    const { token, expiresAt } = live.start(member.id)
    setSessionCookie(res, site, token, expiresAt)
  }

  const minutes = Math.ceil(limit.windowMs / 60_000)
  // An attempt is counted once, when it starts: each verify needs the one-use ceremony an
  // options request made, so verifies are bounded by the options requests counted here.
  const counted = perAddressLimit({
    identifier: 'owner-sign-in',
    limit,
    message: `Too many sign-in attempts from your network. Please wait ${minutes} minutes and try again.`,
  })

  return Router()
    .post('/invites/check', counted, (req, res) => {
      const { token } = bodyAs(inviteRequest, req.body)
      const invite = people.inviteState(token, new Date())
      if (invite.kind !== 'valid') throw inviteRefused(invite)
      res.json({ name: invite.name, expiresAt: invite.expiresAt } satisfies InviteCheck)
    })
    .post('/register/options', counted, async (req, res) => {
      const { token } = bodyAs(inviteRequest, req.body)
      res.json(await ceremonies.registrationOptions(token))
    })
    .post('/register/verify', async (req, res) => {
      const { ceremony, response } = bodyAs(registerRequest, req.body)
      const member = await ceremonies.register(ceremony, response)
      signInAs(req, res, member)
      audit(db, member.id, 'joined')
      res.status(201).json(member satisfies Member)
    })
    .post('/signin/options', counted, async (_req, res) => {
      res.json(await ceremonies.signInOptions())
    })
    .post('/signin/verify', async (req, res) => {
      const { ceremony, response } = bodyAs(signInRequest, req.body)
      const member = await ceremonies.signIn(ceremony, response)
      signInAs(req, res, member)
      audit(db, member.id, 'signed-in')
      res.json(member satisfies Member)
    })
}
