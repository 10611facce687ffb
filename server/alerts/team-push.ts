/**
 * The team's phone alerts, as the desk's routes call them: the key a page subscribes with, a
 * member's devices (add, remove, list), and a test alert. The alert for each new lead goes out
 * through the outbox (push-alert.ts) with `sendToTeam`.
 */
import { isBusy, whenNotBusy } from '../db/busy'
import type { Db } from '../db/database'
import { HttpError, ValidationError } from '../errors'
import { testAlert } from './lead-alert'
import { pushTo, type PushNetwork, type PushResult, type VapidDetails } from './push-delivery'
import { pushSubscriptionSchema } from './push-subscription'
import { subscriptionStore, type DeviceSubscription, type PushTarget } from './subscription-store'
import { loadVapidKeys, vapidSubject } from './vapid-keys'
import type { TeamAlert } from '../../shared/team-alert'
import { inbox } from '../owner/inbox'

export type { DeviceSubscription, PushResult }

/**
 * `allowLoopbackHttp` and `resolve` (PushNetwork) are for tests: the server passes neither, so
 * its pushes go only to public addresses, resolved by the system.
 */
export type TeamPushSettings = PushNetwork & {
  /** DATA_DIR: where the VAPID key pair is kept */
  dataDir: string
  /** the owner's first lead address (LEADS_TO), for the VAPID subject */
  ownerAddress?: string | undefined
  /** SITE_URL, the VAPID subject without a usable address */
  siteUrl: string
}

/** Opens (making on first use) the VAPID keys and returns the team's push functions. */
export function teamPush(db: Db, settings: TeamPushSettings) {
  const vapid: VapidDetails = {
    ...loadVapidKeys(settings.dataDir),
    subject: vapidSubject(settings.ownerAddress, settings.siteUrl),
  }
  const schema = pushSubscriptionSchema(settings)
  const network: PushNetwork = {
    ...(settings.allowLoopbackHttp ? { allowLoopbackHttp: true } : {}),
    ...(settings.resolve ? { resolve: settings.resolve } : {}),
  }
  const devices = subscriptionStore(db)
  // the badge counts what the desk's inbox counts as New
  const newLeads = inbox(db).newCount

  /**
   * Pushes to each device at once, records how it went, forgets the devices that are gone. A
   * device whose push service's address is not allowed is kept with that error, for the member
   * to see on the desk and remove.
   */
  async function pushAll(targets: readonly PushTarget[], alert: TeamAlert): Promise<PushResult[]> {
    const results = await Promise.all(
      targets.map((target) => pushTo(target, alert, vapid, network)),
    )
    const at = new Date()
    const record = db.transaction(() => {
      for (const result of results) {
        if (result.outcome === 'gone') devices.drop(result.endpoint)
        else devices.recordAttempt(result.endpoint, at, result.error ?? null)
      }
    })
    try {
      await whenNotBusy(() => record())
    } catch (error) {
      // the pushes went out; what is not recorded now is recorded at the next alert
      if (!isBusy(error)) throw error
    }
    return results
  }

  return {
    /** The VAPID public key (base64url), the page's `applicationServerKey`. */
    publicKey: () => vapid.publicKey,
    /**
     * Keeps a member's device, from the page's `subscription.toJSON()`; the same device again
     * replaces its keys. Throws ValidationError (400) for anything else, HttpError 403 for a
     * member no longer on the team.
     */
    subscribe(memberId: string, json: unknown): DeviceSubscription {
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        const fields: Record<string, string> = {}
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.') || 'subscription'
          fields[path] ??= `${path} ${issue.message}`
        }
        throw new ValidationError(fields)
      }
      if (!devices.isCurrentMember(memberId)) {
        throw new HttpError(403, 'Only a member of the team can get alerts.')
      }
      return devices.save(memberId, parsed.data)
    },
    /** Forgets a member's device; false when that member had no such device. */
    unsubscribe: (memberId: string, endpoint: string): boolean =>
      devices.remove(memberId, endpoint),
    /** A member's devices, oldest first, with how the last alert to each went. */
    listFor: (memberId: string): DeviceSubscription[] => devices.listFor(memberId),
    /** Sends the test alert to each of a member's devices now; one result per device. */
    sendTestAlert: (memberId: string): Promise<PushResult[]> =>
      pushAll(devices.targetsOf(memberId), testAlert(newLeads())),
    /** Sends an alert to every device of every member still on the team. */
    sendToTeam: (alert: TeamAlert): Promise<PushResult[]> =>
      pushAll(devices.targetsOfTeam(), alert),
    /** How many leads are still new: the badge each alert carries. */
    newLeads,
  }
}

export type TeamPush = ReturnType<typeof teamPush>
