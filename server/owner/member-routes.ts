/**
 * The desk's routes for a signed-in member (behind requireMember): who am I, sign out here or
 * everywhere, the team, invite someone, the invites still waiting and revoking one, take someone
 * off the team.
 */
import { Router } from 'express'
import { z } from 'zod'
import {
  inviteLink,
  newInviteRequest,
  type NewInvite,
  type PendingInvite,
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
const inviteId = z.uuid()

/** Who made an invite, as the log says it. */
const madeBy = (invite: PendingInvite) =>
  invite.invitedBy ? `invited by ${invite.invitedBy.name}` : 'invited from the command line'

/**
 * GET /me, POST /signout, /signout-everywhere, GET /team, GET and POST /team/invites,
 * DELETE /team/invites/:id, DELETE /team/:id.
 */
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
      // a lost phone: no session, no alerts, and no invite of theirs left to use
      const ended = people.signOutEverywhere(member.id)
      clearSessionCookie(res, site)
      audit(
        db,
        member.id,
        'signed-out-everywhere',
        undefined,
        `${ended.sessions} device(s) signed out, ${ended.alertDevices} alert device(s) dropped, ` +
          `${ended.invites} invite(s) withdrawn`,
      )
      res.status(204).end()
    })
    .get('/team', (_req, res) => {
      res.json({ members: people.list() } satisfies { members: TeamMember[] })
    })
    .get('/team/invites', (_req, res) => {
      res.json({ invites: people.pendingInvites() } satisfies { invites: PendingInvite[] })
    })
    .post('/team/invites', (req, res) => {
      const { name } = bodyAs(newInviteRequest, req.body)
      const member = signedInMember(res)
      // NameTaken (409) when someone on the team, or a waiting invite, has the name
      const { id, token, expiresAt } = people.invite(name, member.id)
      audit(db, member.id, 'invited', undefined, name)
      res
        .status(201)
        .json({ id, name, link: inviteLink(site.siteUrl, token), expiresAt } satisfies NewInvite)
    })
    .delete('/team/invites/:id', (req, res) => {
      const member = signedInMember(res)
      const id = inviteId.safeParse(req.params.id)
      const revoked = id.success ? people.revokeInvite(id.data) : undefined
      if (!revoked) {
        throw new HttpError(
          404,
          'No invite with this id is waiting: it was used, revoked or expired.',
        )
      }
      audit(db, member.id, 'revoked-invite', undefined, `${revoked.name} (${madeBy(revoked)})`)
      res.status(204).end()
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
