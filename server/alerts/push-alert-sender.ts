/**
 * The alert for each new lead: its outbox row ('push-alert') is written with the lead, and this
 * sender, woken as the lead is stored and polling besides, pushes it to every device of the team.
 */
import type { Db } from '../db/database'
import { leadStore } from '../db/leads'
import { startOutboxWorker, type Attempt, type OutboxSenderHandle } from '../outbox-worker'
import { leadAlert } from './lead-alert'
import { PUSH_OPTIONS } from './push-delivery'
import type { PushResult, TeamPush } from './team-push'

export type PushAlertOptions = {
  retryDelayMs?: (failures: number) => number
  pollMs?: number
  log?: (message: string) => void
}

/** 10 s, 20 s, 40 s ... up to 10 minutes: an alert is worth most in its first minutes. */
export function pushRetryDelay(failures: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, failures - 1), 600_000)
}

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

/**
 * Starts the sender. A row is done once one device took the alert, or when none could ever take
 * it (no devices, each gone or refusing); it is tried again while every failure was the network's
 * or the push service's (a timeout, 429, 5xx). A lead older than the push TTL gets no alert.
 */
export function startPushAlertSender(
  db: Db,
  push: TeamPush,
  options: PushAlertOptions = {},
): OutboxSenderHandle {
  const leads = leadStore(db)

  async function alert(leadId: string, leadCreatedAt: string): Promise<Attempt> {
    const lead = leads.byId(leadId)
    if (!lead) return { done: true, note: 'not alerted: the lead was deleted' }
    if (Date.now() - Date.parse(leadCreatedAt) > PUSH_OPTIONS.ttlSeconds * 1000) {
      return { done: true, note: 'not alerted: older than the alerts’ time to live' }
    }
    const photos = leads.photosOf(leadId).length
    return pushOutcome(await push.sendToTeam(leadAlert(lead, photos, push.newLeads())))
  }

  return startOutboxWorker(db, 'push-alert', (row) => alert(row.leadId, row.leadCreatedAt), {
    retryDelayMs: options.retryDelayMs ?? pushRetryDelay,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
}
