/**
 * Another process may hold the SQLite write lock for seconds (`npm run leads -- --delete` or
 * `--backup`, Litestream's checkpoints). better-sqlite3 is synchronous: a statement that waits
 * for the lock waits with Node's event loop, and every request waits with it. So the server's
 * connection gives up almost at once (SERVER_BUSY_TIMEOUT_MS) and a write is tried again here,
 * between other work.
 */
import Database from 'better-sqlite3'

/** How long the server's connection waits for a lock inside SQLite: the event loop waits too. */
export const SERVER_BUSY_TIMEOUT_MS = 5

/** How long a lead's write is tried before the visitor is told to send it again. */
export const WRITE_RETRY_MS = 1000

/** How often a locked write is tried again meanwhile. */
const RETRY_EVERY_MS = 50

/** Whether an error is SQLite saying another connection holds the lock (SQLITE_BUSY_*). */
export function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY')
}

/**
 * Runs `write`; while it fails with SQLITE_BUSY, runs it again every 50 ms, the event loop free
 * in between, until `withinMs` has passed; then throws the last busy error. `write` must be one
 * transaction (or one statement), so a failed attempt left nothing behind.
 */
export async function whenNotBusy<T>(write: () => T, withinMs = WRITE_RETRY_MS): Promise<T> {
  const deadline = performance.now() + withinMs
  for (;;) {
    try {
      return write()
    } catch (error) {
      if (!isBusy(error) || performance.now() + RETRY_EVERY_MS > deadline) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS))
  }
}
