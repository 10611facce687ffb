/**
 * The private addresses of booking: a homeowner's booking page (and its calendar file), and the
 * owner's calendar feed. A booking token carries its request's lead id and a MAC of it under a
 * key kept in DATA_DIR, so it is made again for the confirmation e-mail without being stored,
 * belongs to that one request, and cannot be guessed from the request's reference. The feed's
 * token is a MAC of its generation: the desk revokes the address by moving to the next one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { join } from 'node:path'
import { paths } from '../../shared/paths'
import { BOOKING_TOKEN_PATTERN } from '../../shared/request-reference'
import { readOrCreateSecret } from '../secret-file'

export const BOOKING_KEY_FILE = 'booking-key'

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}\n?$/
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** A token: 16 bytes of lead id, then 16 of MAC. */
const MAC_BYTES = 16

export { BOOKING_TOKEN_PATTERN }

/** Reads the links' key from DATA_DIR, making it the first time. */
export function loadBookingKey(dataDir: string): Buffer {
  const file = join(dataDir, BOOKING_KEY_FILE)
  const text = readOrCreateSecret(file, () => `${randomBytes(32).toString('base64url')}\n`)
  if (!KEY_PATTERN.test(text)) {
    throw new Error(
      `${file} does not hold a booking key. Restore it from a backup, or delete it: a new key is ` +
        'made at the next start, and the booking links already sent stop working.',
    )
  }
  return Buffer.from(text.trim(), 'base64url')
}

/** The addresses made with `key` for the site at `siteUrl` (no trailing slash). */
export function bookingLinks(key: Buffer, siteUrl: string) {
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\0${value}`).digest().subarray(0, MAC_BYTES)

  const token = (leadId: string): string => {
    const id = Buffer.from(leadId.replaceAll('-', ''), 'hex')
    return Buffer.concat([id, mac('booking', leadId)]).toString('base64url')
  }

  const feedToken = (generation: number) =>
    mac('calendar', String(generation)).toString('base64url')

  return {
    token,
    /** The lead a token was made for, or undefined when it is not one of ours. */
    leadIdOf(candidate: string): string | undefined {
      if (!BOOKING_TOKEN_PATTERN.test(candidate)) return undefined
      const bytes = Buffer.from(candidate, 'base64url')
      if (bytes.length !== 2 * MAC_BYTES) return undefined
      const hex = bytes.subarray(0, MAC_BYTES).toString('hex')
      const leadId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      if (!LEAD_ID.test(leadId)) return undefined
      return timingSafeEqual(bytes.subarray(MAC_BYTES), mac('booking', leadId)) ? leadId : undefined
    },
    /** The homeowner's page for picking a time, then seeing, moving or cancelling the visit. */
    pageUrl: (leadId: string) => `${siteUrl}${paths.booking}/${token(leadId)}`,
    /** The visit as a calendar file. */
    calendarFileUrl: (leadId: string) => `${siteUrl}${paths.booking}/${token(leadId)}/visit.ics`,
    /** Whether `candidate` is the feed token of `generation`, compared in constant time. */
    isFeedToken(candidate: string, generation: number): boolean {
      const expected = Buffer.from(feedToken(generation))
      const given = Buffer.from(candidate)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    /** The owner's feed address of a generation. */
    feedUrl: (generation: number) => `${siteUrl}${paths.calendarFeed}/${feedToken(generation)}.ics`,
  }
}

export type BookingLinks = ReturnType<typeof bookingLinks>
