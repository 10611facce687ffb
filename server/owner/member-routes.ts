/**
 * The desk's routes for a signed-in member (behind requireMember): who am I, sign out here or
 * everywhere, the team, invite someone, take someone off the team.
 */
import { Router } from 'express'
import { z } from 'zod'
import {
  inviteLink,
  newInviteRequest,
  type NewInvite,
  type TeamMember,
} from '../../shared/owner-api'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import { audit } from './audit-log'
import type { RelyingParty } from './relying-party'
import { signedInMember } from './require-member'
import { bodyAs } from './request-body'
import { clearSessionCookie, sessionToken } from './session-cookie'
import { sessions } from './sessions'
import { team } from './team'

const memberId = z.uuid()

/** GET /me, POST /signout, /signout-everywhere, GET /team, POST /team/invites, DELETE /team/:id. */
export function memberRoutes(db: Db, site: RelyingParty) {
  const people = team(db)
  const live = sessions(db)

  return Router()
    .get('/me', (_req, res) => {
      res.json(signedInMember(res))
    })
    .post('/signout', (req, res) => {
      const token = sessionToken(req)
      if (token) live.end(token)
      clearSessionCookie(res, site)
      audit(db, signedInMember(res).id, 'signed-out')
      res.status(204).end()
    })
    .post('/signout-everywhere', (_req, res) => {
      const member = signedInMember(res)
      const ended = live.endAll(member.id)
      clearSessionCookie(res, site)
      audit(db, member.id, 'signed-out-everywhere', undefined, `${ended} device(s)`)
      res.status(204).end()
    })
    .get('/team', (_req, res) => {
      res.json({ members: people.list() } satisfies { members: TeamMember[] })
    })
    .post('/team/invites', (req, res) => {
      const { name } = bodyAs(newInviteRequest, req.body)
      const member = signedInMember(res)
      const { token, expiresAt } = people.invite(name, member.id)
      audit(db, member.id, 'invited', undefined, name)
      res
        .status(201)
        .json({ name, link: inviteLink(site.siteUrl, token), expiresAt } satisfies NewInvite)
    })
    .delete('/team/:id', (req, res) => {
      const member = signedInMember(res)
      const id = memberId.safeParse(req.params.id)
      if (id.data === member.id) {
        throw new HttpError(409, 'You cannot remove yourself. Ask another member of the team.')
      }
      const removed = id.success ? people.remove(id.data) : undefined
      if (!removed) throw new HttpError(404, 'Nobody on the team has this id.')
      audit(db, member.id, 'removed-member', undefined, `${removed.name} (${removed.id})`)
      res.status(204).end()
    })
}
