/**
 * The secrets of the owner's desk: invite tokens and session ids. Each is 32 random bytes; the
 * database keeps only its SHA-256, so a copy of the file (a backup, a stolen disk) opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto'

/** A new secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a secret: its SHA-256, as hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
