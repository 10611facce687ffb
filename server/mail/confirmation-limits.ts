/**
 * When a homeowner's confirmation is not sent. Anyone can type any address into the form, so
 * one address receives only a few a day; and a confirmation that could not go out soon after the
 * request (mail was down, or was set up since) is not sent at all.
 */
import { foldAddress } from '../db/email-address'

/** At most this many confirmations go to one address (any letter case) in a day. */
export const CONFIRMATIONS_PER_ADDRESS = 3
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000

/**
 * A confirmation is for the moment after sending: an hour later the homeowner may already have
 * been called, and a late "we received your request" reads as if it had been lost. None is
 * better than a late one.
 */
export const CONFIRMATION_MAX_AGE_MS = 60 * 60_000

/**
 * Why the confirmation of a lead received at `receivedAt` is not sent to `address` at `now`, or
 * undefined when it may go; `sentTo` reads the addresses confirmations went to in the last day
 * (only when the request is young enough to need them).
 */
export function confirmationHeldBack(
  receivedAt: string,
  address: string,
  now: Date,
  sentTo: () => readonly string[],
): string | undefined {
  if (now.getTime() - Date.parse(receivedAt) > CONFIRMATION_MAX_AGE_MS) {
    return 'not sent: the request is over an hour old, and a late confirmation is worse than none'
  }
  const folded = foldAddress(address)
  const already = sentTo().filter((to) => foldAddress(to) === folded).length
  if (already >= CONFIRMATIONS_PER_ADDRESS) {
    return `not sent: ${already} confirmations went to this address in the last 24 hours`
  }
  return undefined
}
