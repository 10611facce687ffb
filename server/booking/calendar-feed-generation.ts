/**
 * Which address the owner's calendar feed has now: a generation number kept in the database.
 * Revoking the address moves to the next generation, whose token (booking-links.ts) differs, so
 * every calendar still subscribed to the old one gets 404.
 */
import type { Db } from '../db/database'

const KEY = 'calendar-feed-generation'

/** The feed's generation, read and advanced. */
export function calendarFeedGeneration(db: Db) {
  const read = db.prepare<[string], { value: string }>(
    'SELECT value FROM desk_settings WHERE key = ?',
  )
  const write = db.prepare(
    'INSERT INTO desk_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  const current = () => Number(read.get(KEY)?.value ?? 1)
  return {
    current,
    /** Moves to the next generation and returns it: the old address stops working. */
    revoke: db.transaction(() => {
      const next = current() + 1
      write.run(KEY, String(next))
      return next
    }),
  }
}
