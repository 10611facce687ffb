/**
 * The team's phone alert of each new lead ('push-alert'): its outbox row is written with the
 * lead, and its worker, woken as the lead is stored and polling besides, pushes it to every
 * device of the team. A lead older than the push TTL gets no alert.
 */
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'
import type { Attempt, OutboxHandler } from '../outbox/worker'
import { leadAlert } from './lead-alert'
import { PUSH_OPTIONS } from './push-delivery'
import type { PushResult, TeamPush } from './team-push'

/**
 * What became of an alert pushed to the team's devices: done once one device took it, or when
 * none could ever take it (no devices, each gone or refusing); tried again while every failure
 * was the network's or the push service's (a timeout, 429, 5xx).
 */
export function pushOutcome(results: readonly PushResult[]): Attempt {
  if (results.length === 0) return { done: true, note: 'not alerted: no device subscribed' }
  if (results.some((r) => r.outcome === 'delivered')) {
    const missed = results.filter((r) => r.outcome !== 'delivered').length
    return missed ? { done: true, note: `alerted (${missed} device(s) missed it)` } : { done: true }
  }
  const errors = [...new Set(results.map((r) => r.error))].join('; ')
  if (results.some((r) => r.transient)) return { done: false, error: errors }
  return { done: true, note: `not alerted: ${errors}` }
}

/** The handler of the 'push-alert' rows. */
export function pushAlertHandler(db: Db, push: TeamPush): OutboxHandler {
  const leads = leadStore(db)
  return {
    kind: 'push-alert',
    label: 'push-alert: lead',
    async send(row) {
      const lead = leads.byId(row.id)
      if (!lead) return { done: true, note: 'not alerted: the lead was deleted' }
      if (Date.now() - Date.parse(row.createdAt) > PUSH_OPTIONS.ttlSeconds * 1000) {
        return { done: true, note: 'not alerted: older than the alerts’ time to live' }
      }
      const photos = leads.photosOf(row.id).length
      return pushOutcome(await push.sendToTeam(leadAlert(lead, photos, push.newLeads())))
    },
  }
}
