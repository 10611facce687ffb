/**
 * The server's VAPID key pair: it identifies this server to the push services, and each device's
 * subscription is made for its public key. Made once, on first use, and kept in DATA_DIR: new
 * keys would silence every subscribed device until it subscribes again.
 */
import { join } from 'node:path'
import webpush from 'web-push'
import { z } from 'zod'
import { business } from '../../shared/business'
import { readOrCreateSecret } from '../secret-file'

export const VAPID_KEYS_FILE = 'vapid-keys.json'

export type VapidKeys = { publicKey: string; privateKey: string }

/** An uncompressed P-256 point (65 bytes) and a P-256 private key (32 bytes), base64url. */
const keyPair = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** Reads the key pair from DATA_DIR, or makes it and writes it there (mode 0600) the first time. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_KEYS_FILE)
  const text = readOrCreateSecret(
    file,
    () => `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`,
  )
  return readKeys(file, text)
}

function readKeys(file: string, text: string): VapidKeys {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // reported below, as any other content that is not a key pair
  }
  const keys = keyPair.safeParse(json)
  if (!keys.success) {
    throw new Error(
      `${file} does not hold a VAPID key pair. Restore it from a backup, or delete it: new keys ` +
        'are made at the next start, and each device must turn alerts on again.',
    )
  }
  return keys.data
}

/** mailto: an address a push service can write to: no spaces, a dotted domain, not localhost. */
const MAIL_ADDRESS = /^[^\s@<>"(),;:]+@(?!localhost$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/i

/**
 * Who runs this server, as the push services are told in each request's VAPID token: `mailto:`
 * the owner's first lead address, else the site's address when it is https, else the business's
 * public address. Apple refuses a malformed subject, and `mailto:…@localhost`, with 403
 * BadJwtToken, and an http: URL is no subject at all, so each is checked before it is used.
 */
export function vapidSubject(ownerAddress: string | undefined, siteUrl: string): string {
  if (ownerAddress && MAIL_ADDRESS.test(ownerAddress)) return `mailto:${ownerAddress}`
  const site = new URL(siteUrl)
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin
  return `mailto:${business.email}`
}
