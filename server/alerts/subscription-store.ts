/** The team's subscribed devices (push_subscriptions) and how the last alert to each went. */
import type { Db } from '../db/database'
import { DEVICES_PER_MEMBER, type PushSubscriptionJson } from './push-subscription'

/** A device as the desk lists it. */
export type DeviceSubscription = {
  endpoint: string
  /** the push service's host: web.push.apple.com, fcm.googleapis.com ... */
  host: string
  createdAt: string
  lastAttemptAt: string | null
  lastSuccessAt: string | null
  /** what the push service answered the last time it failed, until an alert gets through */
  lastError: string | null
}

/** What a push needs: where to send and the keys to encrypt for. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

type Row = Omit<DeviceSubscription, 'host'>

const COLUMNS = `endpoint, created_at AS createdAt, last_attempt_at AS lastAttemptAt,
  last_success_at AS lastSuccessAt, last_error AS lastError`

/** The subscriptions' queries, prepared once. */
export function subscriptionStore(db: Db) {
  const upsert = db.prepare(`
    INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at)
    VALUES (@endpoint, @memberId, @p256dh, @auth, @now)
    ON CONFLICT (endpoint) DO UPDATE SET member_id = excluded.member_id, p256dh = excluded.p256dh,
      auth = excluded.auth, created_at = excluded.created_at,
      last_attempt_at = NULL, last_success_at = NULL, last_error = NULL`)
  const trim = db.prepare(`
    DELETE FROM push_subscriptions WHERE member_id = @memberId AND endpoint NOT IN (
      SELECT endpoint FROM push_subscriptions WHERE member_id = @memberId
      ORDER BY created_at DESC, rowid DESC LIMIT ${DEVICES_PER_MEMBER})`)
  const remove = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND member_id = ?')
  const drop = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?')
  const ofMember = db.prepare<[string], Row>(
    `SELECT ${COLUMNS} FROM push_subscriptions WHERE member_id = ? ORDER BY created_at, rowid`,
  )
  const targetsOfMember = db.prepare<[string], PushTarget>(
    'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE member_id = ? ORDER BY rowid',
  )
  const targetsOfTeam = db.prepare<[], PushTarget>(`
    SELECT s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
    JOIN team_members m ON m.id = s.member_id
    WHERE m.removed_at IS NULL ORDER BY s.rowid`)
  const isCurrent = db.prepare<[string], { id: string }>(
    'SELECT id FROM team_members WHERE id = ? AND removed_at IS NULL',
  )
  const attempted = db.prepare(`
    UPDATE push_subscriptions SET last_attempt_at = @at,
      last_success_at = CASE WHEN @error IS NULL THEN @at ELSE last_success_at END,
      last_error = @error
    WHERE endpoint = @endpoint`)

  const device = (row: Row): DeviceSubscription => ({ ...row, host: new URL(row.endpoint).host })

  return {
    isCurrentMember: (memberId: string) => isCurrent.get(memberId) !== undefined,
    /** Keeps a device for a member (replacing it if it was kept before); the newest few stay. */
    save: db.transaction((memberId: string, subscription: PushSubscriptionJson) => {
      const { endpoint, keys } = subscription
      const now = new Date().toISOString()
      upsert.run({ endpoint, memberId, p256dh: keys.p256dh, auth: keys.auth, now })
      trim.run({ memberId })
      const saved: Row = {
        endpoint,
        createdAt: now,
        lastAttemptAt: null,
        lastSuccessAt: null,
        lastError: null,
      }
      return device(saved)
    }),
    /** Forgets a member's device; false when the member had no such device. */
    remove: (memberId: string, endpoint: string) => remove.run(endpoint, memberId).changes > 0,
    /** Forgets a device the push service no longer knows. */
    drop: (endpoint: string) => drop.run(endpoint),
    listFor: (memberId: string) => ofMember.all(memberId).map(device),
    targetsOf: (memberId: string) => targetsOfMember.all(memberId),
    /** every device of every member still on the team */
    targetsOfTeam: () => targetsOfTeam.all(),
    /** records an attempt: `error` null when the push service took it */
    recordAttempt: (endpoint: string, at: Date, error: string | null) =>
      attempted.run({ endpoint, at: at.toISOString(), error }),
  }
}

export type SubscriptionStore = ReturnType<typeof subscriptionStore>
