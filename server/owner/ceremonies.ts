/**
 * The passkey ceremonies under way: each options request makes a challenge, kept here in memory
 * for CEREMONY_LIFETIME_MS under a random id the browser posts back with its answer. An id
 * works once, whatever the answer, so a captured answer cannot be replayed. A restart forgets
 * them all, which costs a person one more tap.
 */
import { newToken } from './secret-token'

/** As long as a person may take at the passkey prompt, and the browser's own timeout. */
export const CEREMONY_LIFETIME_MS = 5 * 60_000

/** Bounds the memory a flood of options requests can take; the rate limit is the first bound. */
const MAX_PENDING = 2000

export type Ceremony =
  | { kind: 'register'; challenge: string; inviteToken: string; memberId: string }
  | { kind: 'sign-in'; challenge: string }

const isKind = <Kind extends Ceremony['kind']>(
  ceremony: Ceremony,
  kind: Kind,
): ceremony is Extract<Ceremony, { kind: Kind }> => ceremony.kind === kind

/** A store of ceremonies; `now` is the clock, so a test can step past the lifetime. */
export function ceremonies(now: () => number = Date.now) {
  const pending = new Map<string, Ceremony & { expiresAt: number }>()

  const prune = () => {
    const time = now()
    for (const [id, ceremony] of pending) if (ceremony.expiresAt <= time) pending.delete(id)
    // still full: the oldest goes (a Map iterates in insertion order)
    while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!)
  }

  return {
    /** Keeps a ceremony; returns the id to hand to the browser. */
    start(ceremony: Ceremony): string {
      prune()
      const id = newToken()
      pending.set(id, { ...ceremony, expiresAt: now() + CEREMONY_LIFETIME_MS })
      return id
    },
    /** The ceremony of this id and kind, once; undefined when unknown, used or expired. */
    take<Kind extends Ceremony['kind']>(
      id: string,
      kind: Kind,
    ): Extract<Ceremony, { kind: Kind }> | undefined {
      const ceremony = pending.get(id)
      pending.delete(id)
      if (!ceremony || !isKind(ceremony, kind) || ceremony.expiresAt <= now()) return undefined
      return ceremony
    },
  }
}

export type Ceremonies = ReturnType<typeof ceremonies>
