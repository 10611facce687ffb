/** A random UUID v4; crypto.randomUUID exists only in secure contexts, so fall back to bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One key per submission: sending the same values again (a retry after an error) reuses the
 * key, so the server stores the lead once; changed values are a new submission.
 */
export function submissionKeys() {
  let last: { values: string; key: string } | undefined
  return {
    keyFor(values: unknown): string {
      const serialized = JSON.stringify(values)
      if (last?.values !== serialized) last = { values: serialized, key: newIdempotencyKey() }
      return last.key
    },
    /** After a success the next send is a new submission even with the same values. */
    reset() {
      last = undefined
    },
  }
}
