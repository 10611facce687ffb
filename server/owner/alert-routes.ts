/**
 * The desk's alerts, for a signed-in member (behind requireMember): the key a device subscribes
 * with and this member's devices with how their last alert went, a device added or removed, and
 * a test alert now, so a broken subscription shows before a lead depends on it.
 */
import { Router } from 'express'
import { z } from 'zod'
import type { TeamPush } from '../alerts/team-push'
import { HttpError } from '../errors'
import { signedInMember } from './require-member'

const unsubscribeRequest = z.object({ endpoint: z.string().max(2048) })

/** GET, POST and DELETE /push-subscriptions, POST /push-test. */
export function alertRoutes(push: TeamPush): Router {
  return Router()
    .get('/push-subscriptions', (_req, res) => {
      const member = signedInMember(res)
      res.json({ publicKey: push.publicKey(), subscriptions: push.listFor(member.id) })
    })
    .post('/push-subscriptions', (req, res) => {
      const device = push.subscribe(signedInMember(res).id, req.body)
      res.status(201).json(device)
    })
    .delete('/push-subscriptions', (req, res) => {
      const parsed = unsubscribeRequest.safeParse(req.body)
      if (!parsed.success) throw new HttpError(400, 'Say which device: its endpoint.')
      if (!push.unsubscribe(signedInMember(res).id, parsed.data.endpoint)) {
        throw new HttpError(404, 'No such device among yours.')
      }
      res.status(204).end()
    })
    .post('/push-test', async (_req, res) => {
      const results = await push.sendTestAlert(signedInMember(res).id)
      if (results.length === 0) {
        throw new HttpError(409, 'No device of yours gets alerts yet: switch them on first.')
      }
      res.json({ results })
    })
}
